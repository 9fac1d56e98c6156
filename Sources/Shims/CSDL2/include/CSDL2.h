#ifndef HEROSIM_CSDL2_H
#define HEROSIM_CSDL2_H

// SDL2 from Debian's libsdl2-dev, included by its path so that no pkg-config flags are needed
// (its -D_REENTRANT is a flag SwiftPM refuses with a warning).
#include <SDL2/SDL.h>

/// Loads libSDL2 now (it is otherwise loaded by the first SDL call): the program starts without it, about
/// forty shared libraries lighter, and loads it on the thread that starts the display. Returns 0 when it
/// is loaded, -1 when it cannot be (SDL_GetError then says why).
int herosim_sdl_load(void);

/// Connects to `DISPLAY` and reads the resource database (the RESOURCE_MANAGER text, a copy to free; NULL
/// when the server holds none) and the default screen's size in pixels. Returns 0, or -1 when the server
/// does not answer.
int herosim_x11_read_resources(char **resources, int *width, int *height);

/// A window's pixels in X shared memory on a connection of its own, shown without waiting for the X server.
typedef struct herosim_x11_image herosim_x11_image;

/// Makes a `width` x `height` shared image for `window`: NULL (with `error` saying why) when the window is
/// not on X11, the visual is not 32-bit XRGB, or the server cannot attach this machine's shared memory.
herosim_x11_image *herosim_x11_image_create(SDL_Window *window, int width, int height, char *error, size_t error_size);
/// Makes Xlib lock around its calls, so that two threads may use it at once (`XInitThreads`). Call it before
/// any other Xlib call.
void herosim_x11_init_threads(void);
/// Opens the connection of a `width` x `height` shared image and makes its shared memory, every page of it
/// written, so that the first image of that size on that display is made and drawn into without waiting
/// for either; that image waits while this works. Does nothing once an image has been made.
void herosim_x11_image_prepare(int width, int height);
/// The image's pixels (32-bit XRGB, rows `herosim_x11_image_stride` bytes apart).
uint32_t *herosim_x11_image_pixels(herosim_x11_image *image);
/// Whether the image took the connection and memory `herosim_x11_image_prepare` made ahead (1) or made its own (0).
int herosim_x11_image_made_ahead(herosim_x11_image *image);
/// Bytes from one row of pixels to the next.
int herosim_x11_image_stride(herosim_x11_image *image);
/// The image's width in pixels.
int herosim_x11_image_width(herosim_x11_image *image);
/// The image's height in pixels.
int herosim_x11_image_height(herosim_x11_image *image);
/// Waits until the server has copied the rectangles last put (at most `timeout_ms`); the pixels must not be
/// drawn into before. Returns 0, or -1 when it stopped waiting.
int herosim_x11_image_wait(herosim_x11_image *image, int timeout_ms);
/// Queues the copy of `rects` (cut to the image) to the window at the same place and returns at once.
void herosim_x11_image_put(herosim_x11_image *image, const SDL_Rect *rects, int count);
/// Waits for the last copy, detaches the memory and closes the connection.
void herosim_x11_image_destroy(herosim_x11_image *image);

#endif
