#ifndef HEROSIM_CSDL2_H
#define HEROSIM_CSDL2_H

// SDL2 from Debian's libsdl2-dev, included by its path so that no pkg-config flags are needed
// (its -D_REENTRANT is a flag SwiftPM refuses with a warning).
#include <SDL2/SDL.h>

/// Loads libSDL2 now (it is otherwise loaded by the first SDL call): the program starts without it, about
/// forty shared libraries lighter, and loads it on the thread that starts the display. Returns 0 when it
/// is loaded, -1 when it cannot be (SDL_GetError then says why).
int herosim_sdl_load(void);

#endif
