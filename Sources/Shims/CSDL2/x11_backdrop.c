// Compositing a frame on the X server: what lies under a full-window solid colour (a backdrop fading in
// under a hero) is kept in a server pixmap, and each frame the server copies it, fills the colour over it
// with XRender's OVER (pixman's, as cairo's), puts the pixels drawn above the colour from the shared image,
// and copies the result to the window in one request, so the window never shows a part-made frame. The
// program then writes only what is drawn above the colour, not every pixel of the window.
#include "x11_image.h"
#include <string.h>
#include <sys/shm.h>

int herosim_x11_image_can_composite(herosim_x11_image *shared) { return shared->format != NULL; }

// The pixmap frames are composited in, and the under pixmap with its shared memory; 0 when any is missing.
static int make_pixmaps(herosim_x11_image *shared) {
    if (shared->under_image) return 1;
    unsigned width = (unsigned)shared->image->width, height = (unsigned)shared->image->height;
    XImage *under = XShmCreateImage(shared->display, shared->visual, (unsigned)shared->depth, ZPixmap, NULL,
                                    &shared->under_segment, width, height);
    if (!under) return 0;
    if (herosim_x11_new_segment((size_t)under->bytes_per_line * height, &shared->under_segment)) {
        XDestroyImage(under);
        return 0;
    }
    if (!herosim_x11_attach_segment(shared->display, &shared->under_segment)) {
        shmdt(shared->under_segment.shmaddr);
        XDestroyImage(under);
        return 0;
    }
    under->data = shared->under_segment.shmaddr;
    shared->under_image = under;
    shared->under = XCreatePixmap(shared->display, shared->window, width, height, (unsigned)shared->depth);
    shared->back = XCreatePixmap(shared->display, shared->window, width, height, (unsigned)shared->depth);
    shared->back_picture = XRenderCreatePicture(shared->display, shared->back, shared->format, 0, NULL);
    return 1;
}

int herosim_x11_image_set_under(herosim_x11_image *shared, const uint32_t *pixels, int stride, int width, int height) {
    if (!shared->format) return 0;
    if (!make_pixmaps(shared)) {
        shared->format = NULL;
        return 0;
    }
    XImage *under = shared->under_image;
    if (width > under->width) width = under->width;
    if (height > under->height) height = under->height;
    for (int row = 0; row < height; row++) {
        memcpy(under->data + (size_t)row * (size_t)under->bytes_per_line, (const char *)pixels + (size_t)row * (size_t)stride,
               (size_t)width * 4);
    }
    pthread_mutex_lock(&shared->lock);
    shared->under_waiting = 1;
    pthread_mutex_unlock(&shared->lock);
    return 1;
}

int herosim_x11_send_composite(herosim_x11_image *shared, const herosim_x11_composite *composite, int completion) {
    const SDL_Rect scene = composite->scene, drawn = composite->drawn;
    XCopyArea(shared->display, shared->under, shared->back, shared->gc, scene.x, scene.y, (unsigned)scene.w, (unsigned)scene.h,
              scene.x, scene.y);
    // XRender's colours are 16 bits a channel, premultiplied; the server keeps the top 8 bits of each.
    uint32_t solid = composite->solid;
    XRenderColor color = {
        .red = (unsigned short)(((solid >> 16) & 0xff) * 0x101), .green = (unsigned short)(((solid >> 8) & 0xff) * 0x101),
        .blue = (unsigned short)((solid & 0xff) * 0x101), .alpha = (unsigned short)((solid >> 24) * 0x101),
    };
    XRenderFillRectangle(shared->display, PictOpOver, shared->back_picture, &color, scene.x, scene.y, (unsigned)scene.w,
                         (unsigned)scene.h);
    int puts = 0;
    if (drawn.w > 0 && drawn.h > 0) {
        XShmPutImage(shared->display, shared->back, shared->gc, shared->image, drawn.x, drawn.y, drawn.x, drawn.y,
                     (unsigned)drawn.w, (unsigned)drawn.h, completion);
        puts = 1;
    }
    XCopyArea(shared->display, shared->back, shared->window, shared->gc, scene.x, scene.y, (unsigned)scene.w, (unsigned)scene.h,
              scene.x, scene.y);
    return puts;
}

void herosim_x11_release_composite(herosim_x11_image *shared) {
    if (!shared->under_image) return;
    XRenderFreePicture(shared->display, shared->back_picture);
    XFreePixmap(shared->display, shared->back);
    XFreePixmap(shared->display, shared->under);
    XShmDetach(shared->display, &shared->under_segment);
    shared->under_image->data = NULL;
    XDestroyImage(shared->under_image);
    shmdt(shared->under_segment.shmaddr);
    shared->under_image = NULL;
}
