// The SDL functions HeroSim calls, each forwarding to libSDL2 loaded with dlopen on first use. Linking
// libSDL2 at build time would load it and its ~40 dependencies (PulseAudio, libsndfile, FLAC, libgcrypt,
// systemd, ...) before main, about 6 ms on the start-up's critical path; loaded here, that happens on the
// thread that starts the display while the scene is built.
#include "CSDL2.h"
#include <SDL2/SDL_syswm.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

// X(type, name, parameters, arguments, what it returns when libSDL2 cannot be loaded); V(name, parameters,
// arguments) for the functions that return nothing.
#define HEROSIM_SDL_FUNCTIONS(X, V) \
    X(int, SDL_Init, (Uint32 flags), (flags), -1) \
    V(SDL_Quit, (void), ()) \
    X(SDL_bool, SDL_SetHint, (const char *name, const char *value), (name, value), SDL_FALSE) \
    X(const char *, SDL_GetCurrentVideoDriver, (void), (), NULL) \
    X(SDL_Window *, SDL_CreateWindow, (const char *title, int x, int y, int w, int h, Uint32 flags), (title, x, y, w, h, flags), NULL) \
    V(SDL_DestroyWindow, (SDL_Window *window), (window)) \
    V(SDL_GetWindowPosition, (SDL_Window *window, int *x, int *y), (window, x, y)) \
    V(SDL_GetWindowSize, (SDL_Window *window, int *w, int *h), (window, w, h)) \
    V(SDL_SetWindowSize, (SDL_Window *window, int w, int h), (window, w, h)) \
    X(SDL_Surface *, SDL_GetWindowSurface, (SDL_Window *window), (window), NULL) \
    X(int, SDL_UpdateWindowSurfaceRects, (SDL_Window *window, const SDL_Rect *rects, int count), (window, rects, count), -1) \
    X(int, SDL_LockSurface, (SDL_Surface *surface), (surface), -1) \
    V(SDL_UnlockSurface, (SDL_Surface *surface), (surface)) \
    X(int, SDL_ConvertPixels, (int width, int height, Uint32 source_format, const void *source, int source_pitch, \
                               Uint32 target_format, void *target, int target_pitch), \
      (width, height, source_format, source, source_pitch, target_format, target, target_pitch), -1) \
    X(int, SDL_PollEvent, (SDL_Event *event), (event), 0) \
    X(int, SDL_WaitEventTimeout, (SDL_Event *event, int timeout), (event, timeout), 0) \
    X(SDL_Keymod, SDL_GetModState, (void), (), KMOD_NONE) \
    X(SDL_bool, SDL_GetWindowWMInfo, (SDL_Window *window, SDL_SysWMinfo *info), (window, info), SDL_FALSE)

#define HEROSIM_SDL_POINTER(type, name, parameters, arguments, failed) static type (*loaded_##name) parameters;
#define HEROSIM_SDL_VOID_POINTER(name, parameters, arguments) static void (*loaded_##name) parameters;
HEROSIM_SDL_FUNCTIONS(HEROSIM_SDL_POINTER, HEROSIM_SDL_VOID_POINTER)
static const char *(*loaded_SDL_GetError)(void);

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static char load_error[512];

static void load(void) {
    void *sdl = dlopen("libSDL2-2.0.so.0", RTLD_NOW | RTLD_LOCAL);
    if (!sdl) {
        snprintf(load_error, sizeof load_error, "libSDL2 could not be loaded (is libsdl2-2.0-0 installed?): %s", dlerror());
        return;
    }
    int complete = (loaded_SDL_GetError = (const char *(*)(void))dlsym(sdl, "SDL_GetError")) != NULL;
#define HEROSIM_SDL_RESOLVE(type, name, parameters, arguments, failed) \
    complete = complete && (loaded_##name = (type (*) parameters)dlsym(sdl, #name)) != NULL;
#define HEROSIM_SDL_VOID_RESOLVE(name, parameters, arguments) \
    complete = complete && (loaded_##name = (void (*) parameters)dlsym(sdl, #name)) != NULL;
    HEROSIM_SDL_FUNCTIONS(HEROSIM_SDL_RESOLVE, HEROSIM_SDL_VOID_RESOLVE)
    if (!complete) {
        snprintf(load_error, sizeof load_error, "libSDL2 lacks a function HeroSim needs: %s", dlerror());
        loaded_SDL_GetError = NULL;
    }
}

int herosim_sdl_load(void) {
    pthread_once(&load_once, load);
    return loaded_SDL_GetError ? 0 : -1;
}

const char *SDL_GetError(void) {
    return herosim_sdl_load() == 0 ? loaded_SDL_GetError() : load_error;
}

#define HEROSIM_SDL_FORWARD(type, name, parameters, arguments, failed) \
    type name parameters { \
        if (herosim_sdl_load() != 0) return failed; \
        return loaded_##name arguments; \
    }
#define HEROSIM_SDL_VOID_FORWARD(name, parameters, arguments) \
    void name parameters { \
        if (herosim_sdl_load() == 0) loaded_##name arguments; \
    }
HEROSIM_SDL_FUNCTIONS(HEROSIM_SDL_FORWARD, HEROSIM_SDL_VOID_FORWARD)
