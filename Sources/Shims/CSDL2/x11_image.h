// What the shared image's C files share (not part of the module's interface).
#ifndef HEROSIM_X11_IMAGE_H
#define HEROSIM_X11_IMAGE_H

#include "CSDL2.h"
#include <X11/Xlib.h>
#include <X11/extensions/XShm.h>
#include <X11/extensions/Xrender.h>
#include <pthread.h>

/// The scene a batch has the server composite: the under pixmap, the solid colour over it, then `drawn` from
/// the image (nothing when its width is 0), all in a pixmap of the window's size copied to the window at once.
typedef struct {
    int waiting;          // whether the batch composites
    SDL_Rect scene;
    SDL_Rect drawn;
    uint32_t solid;       // premultiplied 0xAARRGGBB
} herosim_x11_composite;

struct herosim_x11_image {
    Display *display;
    Window window;
    GC gc;                // no graphics exposures: copies between pixmaps send no events
    XImage *image;
    XShmSegmentInfo segment;
    int completion_event;
    int made_ahead;       // whether its connection and memory were made ahead (`herosim_x11_image_prepare`)
    Visual *visual;
    int depth;

    // Compositing on the server (`x11_backdrop.c`), made at the first composite.
    XRenderPictFormat *format; // the window's picture format; NULL when the server has no XRender
    Pixmap back;          // the frame being composited, of the image's size
    Picture back_picture;
    Pixmap under;         // what lies under the solid colour
    XImage *under_image;  // its pixels in shared memory, put into `under` when they change
    XShmSegmentInfo under_segment;

    // Between the drawing thread and the image's thread, under `lock`.
    pthread_t thread;
    pthread_mutex_t lock;
    pthread_cond_t changed;
    SDL_Rect *rects;      // the rectangles to put next, cut to the image
    int rect_count;       // how many
    int rect_capacity;
    int under_waiting;    // whether the under pixels changed and are to be put first
    herosim_x11_composite composite;
    int pending;          // whether a batch waits for the thread
    int busy;             // set from a put until the server has copied it
    int stopping;
};

/// A new segment of `bytes` attached here, in `segment`; NULL, or why not.
const char *herosim_x11_new_segment(size_t bytes, XShmSegmentInfo *segment);
/// Has the server attach `segment` and marks it for removal; whether the server attached it.
int herosim_x11_attach_segment(Display *display, XShmSegmentInfo *segment);
/// Sends the requests that composite `composite` into the window (on the image's thread); with
/// `completion`, the image's put asks for a completion event. Returns how many shared-memory puts it sent.
int herosim_x11_send_composite(herosim_x11_image *image, const herosim_x11_composite *composite, int completion);
/// Frees what compositing made on the server and here.
void herosim_x11_release_composite(herosim_x11_image *image);

#endif
