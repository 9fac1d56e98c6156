// A window's pixels in X shared memory, shown without waiting for the X server. SDL 2's own window surface
// (SDL_UpdateWindowSurfaceRects) puts its shared-memory image and then calls XSync, so every frame waits
// while the server copies it (about 0.6 ms for 1280x800). Here a thread of the image's own sends the puts,
// asking for a completion event, and waits for it; only the next frame waits for that thread before it
// draws into the pixels again: at 60 Hz the server finished long before. (Sending from the drawing thread
// is not enough: writing to the server's socket wakes the server on the writer's core, and the kernel
// often lets it run there at once, so the writer waits for the copy anyway.) libX11 and libXext are linked
// (cairo needs both anyway); the connection is the image's own, used only by its thread once made, so the
// completion events never reach SDL and Xlib needs no locking.
#include "CSDL2.h"
#include <SDL2/SDL_syswm.h>
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/extensions/XShm.h>
#include <errno.h>
#include <poll.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ipc.h>
#include <sys/mman.h>
#include <sys/shm.h>
#include <time.h>

struct herosim_x11_image {
    Display *display;
    Window window;
    GC gc;
    XImage *image;
    XShmSegmentInfo segment;
    int completion_event;
    int made_ahead;       // whether its connection and memory were made ahead (`herosim_x11_image_prepare`)

    // Between the drawing thread and the image's thread, under `lock`.
    pthread_t thread;
    pthread_mutex_t lock;
    pthread_cond_t changed;
    SDL_Rect *rects;      // the rectangles to put next, cut to the image
    int rect_count;       // how many; > 0 while they wait for the thread
    int rect_capacity;
    int busy;             // set from a put until the server has copied it
    int stopping;
};

static void *send_puts(void *argument);

static void fail(char *error, size_t size, const char *why) {
    if (error && size) snprintf(error, size, "%s", why);
}

// Set while the segment is attached: whether the server refused it (a server on another machine cannot
// map this machine's shared memory).
static int attach_failed;
static int note_attach_error(Display *display, XErrorEvent *event) {
    (void)display; (void)event;
    attach_failed = 1;
    return 0;
}

void herosim_x11_init_threads(void) { XInitThreads(); }

#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23
#endif

// A new segment of `bytes` attached here, in `segment`; NULL, or why not.
static const char *new_segment(size_t bytes, XShmSegmentInfo *segment) {
    segment->shmid = shmget(IPC_PRIVATE, bytes, IPC_CREAT | 0600);
    if (segment->shmid < 0) return strerror(errno);
    segment->shmaddr = shmat(segment->shmid, NULL, 0);
    if (segment->shmaddr == (char *)-1) {
        const char *why = strerror(errno);
        shmctl(segment->shmid, IPC_RMID, NULL);
        return why;
    }
    segment->readOnly = True;
    return NULL;
}

// Has the server attach `segment`; whether it did. The segment is then marked for removal: it goes away
// when both sides have detached, even after a crash. Sets Xlib's error handler for the while: call it on
// the thread that uses Xlib, or while no other thread does.
static int attach_segment(Display *display, XShmSegmentInfo *segment) {
    attach_failed = 0;
    XErrorHandler previous = XSetErrorHandler(note_attach_error);
    int attached = XShmAttach(display, segment);
    XSync(display, False);
    XSetErrorHandler(previous);
    shmctl(segment->shmid, IPC_RMID, NULL);
    return attached && !attach_failed;
}

// What `herosim_x11_image_prepare` made ahead of the first image, under `prepared_lock`: the image's own
// connection, and a segment of `bytes`, every page of it written, for the image to have the server attach.
static pthread_mutex_t prepared_lock = PTHREAD_MUTEX_INITIALIZER;
static struct { Display *display; XShmSegmentInfo segment; size_t bytes; int closed; } prepared;

void herosim_x11_image_prepare(int width, int height) {
    pthread_mutex_lock(&prepared_lock);
    if (!prepared.closed && !prepared.display && width > 0 && height > 0) {
        size_t bytes = (size_t)width * 4 * (size_t)height;
        Display *display = XOpenDisplay(NULL);
        XShmSegmentInfo segment = { .shmid = -1, .shmaddr = (char *)-1 };
        if (display && XShmQueryExtension(display) && !new_segment(bytes, &segment)) {
            // Marked for removal at once, so that it goes away with the process whatever happens; Linux lets
            // the server attach a segment so marked while this process has it attached (an image whose server
            // cannot falls back to a new segment).
            shmctl(segment.shmid, IPC_RMID, NULL);
            // Every page now: one call where the kernel has it, else a write to each page.
            if (madvise(segment.shmaddr, bytes, MADV_POPULATE_WRITE) != 0) {
                for (size_t offset = 0; offset < bytes; offset += 4096) segment.shmaddr[offset] = 0;
            }
            prepared.display = display;
            prepared.segment = segment;
            prepared.bytes = bytes;
            display = NULL;
        }
        if (display) XCloseDisplay(display);
    }
    pthread_mutex_unlock(&prepared_lock);
}

// Takes what was prepared, waiting while it is being prepared, when its connection goes to the display named
// `name` (1), with its segment in `segment` and that segment's size in `bytes`; else gives back what there is
// and returns 0. Nothing is prepared once the first image has been made.
static int take_prepared(const char *name, Display **display, XShmSegmentInfo *segment, size_t *bytes) {
    pthread_mutex_lock(&prepared_lock);
    int taken = 0;
    if (prepared.display && strcmp(DisplayString(prepared.display), name) == 0) {
        *display = prepared.display;
        *segment = prepared.segment;
        *bytes = prepared.bytes;
        taken = 1;
    } else if (prepared.display) {
        XCloseDisplay(prepared.display);
        shmdt(prepared.segment.shmaddr);
    }
    prepared.display = NULL;
    prepared.closed = 1;
    pthread_mutex_unlock(&prepared_lock);
    return taken;
}

static void release(herosim_x11_image *shared, int attached) {
    if (shared->image) {
        if (attached) {
            XShmDetach(shared->display, &shared->segment);
            XSync(shared->display, False);
        }
        shared->image->data = NULL;
        XDestroyImage(shared->image);
    }
    if (shared->segment.shmaddr && shared->segment.shmaddr != (char *)-1) shmdt(shared->segment.shmaddr);
    if (shared->gc) XFreeGC(shared->display, shared->gc);
    if (shared->display) XCloseDisplay(shared->display);
    free(shared);
}

herosim_x11_image *herosim_x11_image_create(SDL_Window *window, int width, int height, char *error, size_t error_size) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_X11) {
        fail(error, error_size, "the window is not an X11 window");
        return NULL;
    }
    if (width <= 0 || height <= 0) {
        fail(error, error_size, "the window has no pixels");
        return NULL;
    }
    herosim_x11_image *shared = calloc(1, sizeof *shared);
    if (!shared) return NULL;
    shared->segment.shmaddr = (char *)-1;
    shared->window = info.info.x11.window;
    // The connection and segment made ahead (`herosim_x11_image_prepare`), or new ones.
    XShmSegmentInfo ready = { .shmid = -1, .shmaddr = (char *)-1 };
    size_t ready_bytes = 0;
    if (!take_prepared(XDisplayString(info.info.x11.display), &shared->display, &ready, &ready_bytes)) {
        shared->display = XOpenDisplay(XDisplayString(info.info.x11.display));
    }
    XWindowAttributes attributes;
    const char *refusal = !shared->display ? "a second connection to the X server was refused"
        : !XShmQueryExtension(shared->display) ? "the X server has no MIT-SHM extension"
        : !XGetWindowAttributes(shared->display, shared->window, &attributes) ? "the window's attributes could not be read"
        : NULL;
    if (refusal) {
        if (ready_bytes) shmdt(ready.shmaddr);
        fail(error, error_size, refusal);
        release(shared, 0);
        return NULL;
    }
    shared->completion_event = XShmGetEventBase(shared->display) + ShmCompletion;
    shared->image = XShmCreateImage(shared->display, attributes.visual, (unsigned)attributes.depth, ZPixmap, NULL,
                                      &shared->segment, (unsigned)width, (unsigned)height);
    XImage *image = shared->image;
    size_t bytes = image ? (size_t)image->bytes_per_line * (size_t)height : 0;
    if (ready_bytes && ready_bytes == bytes) {
        shared->segment = ready;
        shared->made_ahead = attach_segment(shared->display, &shared->segment);
        if (!shared->made_ahead) {
            shmdt(shared->segment.shmaddr);
            shared->segment.shmaddr = (char *)-1;
            ready_bytes = 0;
        }
    } else if (ready_bytes) {
        shmdt(ready.shmaddr);
        ready_bytes = 0;
    }
    if (!image || image->bits_per_pixel != 32 || image->byte_order != LSBFirst || image->red_mask != 0xff0000
        || image->green_mask != 0xff00 || image->blue_mask != 0xff) {
        fail(error, error_size, "the window's visual is not 32-bit XRGB");
        release(shared, ready_bytes != 0);
        return NULL;
    }
    if (!ready_bytes) {
        const char *why = new_segment(bytes, &shared->segment);
        if (why) {
            fail(error, error_size, why);
            release(shared, 0);
            return NULL;
        }
        if (!attach_segment(shared->display, &shared->segment)) {
            fail(error, error_size, "the X server cannot attach shared memory (is it on another machine?)");
            release(shared, 0);
            return NULL;
        }
    }
    image->data = shared->segment.shmaddr;
    shared->gc = XCreateGC(shared->display, shared->window, 0, NULL);
    pthread_mutex_init(&shared->lock, NULL);
    pthread_cond_init(&shared->changed, NULL);
    if (pthread_create(&shared->thread, NULL, send_puts, shared) != 0) {
        pthread_mutex_destroy(&shared->lock);
        pthread_cond_destroy(&shared->changed);
        fail(error, error_size, "no thread could be started");
        release(shared, 1);
        return NULL;
    }
    return shared;
}

uint32_t *herosim_x11_image_pixels(herosim_x11_image *shared) { return (uint32_t *)shared->image->data; }
int herosim_x11_image_stride(herosim_x11_image *shared) { return shared->image->bytes_per_line; }
int herosim_x11_image_made_ahead(herosim_x11_image *shared) { return shared->made_ahead; }
int herosim_x11_image_width(herosim_x11_image *shared) { return shared->image->width; }
int herosim_x11_image_height(herosim_x11_image *shared) { return shared->image->height; }

// Reads events until the server's completion of the last put arrives; 0, or -1 when the connection
// fails or nothing came within `timeout_ms`.
static int await_completion(herosim_x11_image *shared, int timeout_ms) {
    for (;;) {
        while (XPending(shared->display) > 0) {
            XEvent event;
            XNextEvent(shared->display, &event);
            if (event.type == shared->completion_event) return 0;
        }
        struct pollfd connection = { .fd = XConnectionNumber(shared->display), .events = POLLIN };
        if (poll(&connection, 1, timeout_ms) <= 0) return -1;
    }
}

// The image's thread: sends each batch of rectangles and waits for the server to have copied them.
static void *send_puts(void *argument) {
    herosim_x11_image *shared = argument;
    SDL_Rect *rects = NULL;
    int capacity = 0;
    pthread_mutex_lock(&shared->lock);
    for (;;) {
        while (shared->rect_count == 0 && !shared->stopping) pthread_cond_wait(&shared->changed, &shared->lock);
        if (shared->stopping) break;
        int count = shared->rect_count;
        if (count > capacity) {
            SDL_Rect *grown = realloc(rects, sizeof *rects * (size_t)count);
            if (grown) { rects = grown; capacity = count; } else count = capacity;
        }
        memcpy(rects, shared->rects, sizeof *rects * (size_t)count);
        shared->rect_count = 0;
        pthread_mutex_unlock(&shared->lock);
        for (int i = 0; i < count; i++) {
            // The server handles a connection's requests in order: the last put's completion means all are done.
            XShmPutImage(shared->display, shared->window, shared->gc, shared->image, rects[i].x, rects[i].y,
                           rects[i].x, rects[i].y, (unsigned)rects[i].w, (unsigned)rects[i].h, i == count - 1);
        }
        XFlush(shared->display);
        await_completion(shared, 100);
        pthread_mutex_lock(&shared->lock);
        shared->busy = 0;
        pthread_cond_broadcast(&shared->changed);
    }
    pthread_mutex_unlock(&shared->lock);
    free(rects);
    return NULL;
}

int herosim_x11_image_wait(herosim_x11_image *shared, int timeout_ms) {
    struct timespec deadline;
    clock_gettime(CLOCK_REALTIME, &deadline);
    deadline.tv_sec += timeout_ms / 1000;
    deadline.tv_nsec += (long)(timeout_ms % 1000) * 1000000L;
    if (deadline.tv_nsec >= 1000000000L) { deadline.tv_sec += 1; deadline.tv_nsec -= 1000000000L; }
    int result = 0;
    pthread_mutex_lock(&shared->lock);
    while (shared->busy && result == 0) {
        if (pthread_cond_timedwait(&shared->changed, &shared->lock, &deadline) != 0 && shared->busy) result = -1;
    }
    pthread_mutex_unlock(&shared->lock);
    return result;
}

// The part of `rect` inside the image, in `cut`; whether there is any. A rectangle reaching outside the
// image is an X error, and Xlib's default handler would end the process.
static int cut(const herosim_x11_image *shared, const SDL_Rect *rect, SDL_Rect *cut) {
    int left = rect->x < 0 ? 0 : rect->x, top = rect->y < 0 ? 0 : rect->y;
    int right = rect->x + rect->w, bottom = rect->y + rect->h;
    if (right > shared->image->width) right = shared->image->width;
    if (bottom > shared->image->height) bottom = shared->image->height;
    *cut = (SDL_Rect){ left, top, right - left, bottom - top };
    return cut->w > 0 && cut->h > 0;
}

void herosim_x11_image_put(herosim_x11_image *shared, const SDL_Rect *rects, int count) {
    pthread_mutex_lock(&shared->lock);
    // Rectangles the thread has not taken yet (after a wait that gave up) stay, the new ones after them.
    int kept = shared->rect_count;
    if (kept + count > shared->rect_capacity) {
        SDL_Rect *grown = realloc(shared->rects, sizeof *rects * (size_t)(kept + count));
        if (grown) { shared->rects = grown; shared->rect_capacity = kept + count; }
    }
    for (int i = 0; i < count && kept < shared->rect_capacity; i++) {
        if (cut(shared, &rects[i], &shared->rects[kept])) kept++;
    }
    if (kept > 0) {
        shared->rect_count = kept;
        shared->busy = 1;
        pthread_cond_broadcast(&shared->changed);
    }
    pthread_mutex_unlock(&shared->lock);
}

void herosim_x11_image_destroy(herosim_x11_image *shared) {
    if (!shared) return;
    herosim_x11_image_wait(shared, 100);
    pthread_mutex_lock(&shared->lock);
    shared->stopping = 1;
    pthread_cond_broadcast(&shared->changed);
    pthread_mutex_unlock(&shared->lock);
    pthread_join(shared->thread, NULL);
    pthread_mutex_destroy(&shared->lock);
    pthread_cond_destroy(&shared->changed);
    free(shared->rects);
    release(shared, 1);
}
