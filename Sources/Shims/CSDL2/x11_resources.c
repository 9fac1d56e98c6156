// What the X server tells a new client about the desktop, read over a short connection of its own. libX11
// is linked (cairo needs it anyway), not opened with dlopen: the dynamic loader's lock is held while
// librsvg is loaded on another thread at start-up, and a dlopen here waited 3-4 ms for it.
#include "CSDL2.h"
#include <X11/Xlib.h>
#include <stdlib.h>
#include <string.h>

int herosim_x11_read_resources(char **resources, int *width, int *height) {
    Display *display = XOpenDisplay(NULL);
    if (!display) return -1;
    const char *text = XResourceManagerString(display);
    *resources = text ? strdup(text) : NULL;
    int screen = XDefaultScreen(display);
    *width = XDisplayWidth(display, screen);
    *height = XDisplayHeight(display, screen);
    XCloseDisplay(display);
    return 0;
}
