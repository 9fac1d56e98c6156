// SDL2 from Debian's libsdl2-dev, included by its path so that no pkg-config flags are needed
// (its -D_REENTRANT is a flag SwiftPM refuses with a warning).
#include <SDL2/SDL.h>
