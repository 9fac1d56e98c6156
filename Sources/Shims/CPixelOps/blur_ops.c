#include "blur_ops.h"

int herosim_split_planes(const uint8_t *pixels, size_t stride, size_t width, size_t height, double *planes) {
    size_t count = width * height;
    double *alpha = planes, *red = planes + count, *green = planes + 2 * count, *blue = planes + 3 * count;
    uint32_t first = width > 0 && height > 0 ? *(const uint32_t *)pixels : 0;
    int uniform = 1;
    for (size_t y = 0; y < height; y++) {
        const uint32_t *row = (const uint32_t *)(pixels + y * stride);
        for (size_t x = 0; x < width; x++) {
            uint32_t p = row[x];
            uniform &= p == first;
            size_t i = y * width + x;
            alpha[i] = (double)(p >> 24);
            red[i] = (double)((p >> 16) & 0xff);
            green[i] = (double)((p >> 8) & 0xff);
            blue[i] = (double)(p & 0xff);
        }
    }
    return uniform;
}

void herosim_alpha_plane(const uint8_t *pixels, size_t stride, size_t width, size_t height, double *plane) {
    for (size_t y = 0; y < height; y++) {
        const uint32_t *row = (const uint32_t *)(pixels + y * stride);
        for (size_t x = 0; x < width; x++) plane[y * width + x] = (double)(row[x] >> 24);
    }
}

// Lines blurred side by side: the running sums of eight lines advance together, which the compiler turns
// into vector instructions; each line's additions stay in the order of the one-line definition.
#define BLOCK 8

// One pass over `count` lines starting at line `first` (lines `line_step` apart, values within a line `step`
// apart). `line` holds the lines interleaved, `count` values per position, with `radius + 1` positions of
// padding on each side (0, or the edge value), so the running sums read without bounds checks.
static inline void box_pass_lines(double *plane, size_t first, size_t count, size_t length, size_t step,
                                  size_t line_step, size_t radius, int clamped_edges, double *line) {
    double scale = 1.0 / (double)(2 * radius + 1);
    size_t pad = radius + 1;
    for (size_t i = 0; i < length; i++) {
        for (size_t k = 0; k < count; k++) line[(pad + i) * count + k] = plane[(first + k) * line_step + i * step];
    }
    for (size_t i = 0; i < pad; i++) {
        for (size_t k = 0; k < count; k++) {
            line[i * count + k] = clamped_edges ? line[pad * count + k] : 0.0;
            line[(pad + length + i) * count + k] = clamped_edges ? line[(pad + length - 1) * count + k] : 0.0;
        }
    }
    double sums[BLOCK] = {0};
    for (size_t i = 1; i <= 2 * radius + 1; i++) {
        for (size_t k = 0; k < count; k++) sums[k] += line[i * count + k];
    }
    for (size_t i = 0; i < length; i++) {
        for (size_t k = 0; k < count; k++) {
            plane[(first + k) * line_step + i * step] = sums[k] * scale;
            sums[k] += line[(i + 2 * radius + 2) * count + k];   // the value at i + radius + 1
            sums[k] -= line[(i + 1) * count + k];                // the value at i - radius
        }
    }
}

// One pass along rows (step 1 within a line, lines `width` apart) or columns (step `width`, lines 1 apart).
static void box_pass(double *plane, size_t lines, size_t length, size_t step, size_t line_step, size_t radius,
                     int clamped_edges, double *line) {
    size_t l = 0;
    for (; l + BLOCK <= lines; l += BLOCK) box_pass_lines(plane, l, BLOCK, length, step, line_step, radius, clamped_edges, line);
    for (; l < lines; l++) box_pass_lines(plane, l, 1, length, step, line_step, radius, clamped_edges, line);
}

void herosim_box_blur_plane(double *plane, size_t width, size_t height, size_t radius, int clamped_edges, double *line) {
    if (width == 0 || height == 0) return;
    // A plane of one value stays that value (to far below rounding) when edges repeat it, and 0 stays 0.
    size_t count = width * height, i = 1;
    while (i < count && plane[i] == plane[0]) i++;
    if (i == count && (clamped_edges || plane[0] == 0)) return;
    for (int round = 0; round < 3; round++) {
        box_pass(plane, height, width, 1, width, radius, clamped_edges, line);
        box_pass(plane, width, height, width, 1, radius, clamped_edges, line);
    }
}

// round(value) held to 0...255, with round's halves away from zero, without a call into libm: the value is
// first held to -1...256 (which leaves the result as it is), so the truncation to an integer is exact.
static inline uint32_t to_byte(double value) {
    if (!(value > -1.0)) value = -1.0;
    if (value > 256.0) value = 256.0;
    long whole = (long)value;   // towards zero
    double rest = value - (double)whole;
    if (rest >= 0.5) whole += 1;
    else if (rest <= -0.5) whole -= 1;
    return whole < 0 ? 0 : (whole > 255 ? 255 : (uint32_t)whole);
}

void herosim_join_planes(const double *planes, size_t plane_width, size_t plane_height, size_t x, size_t y,
                         uint8_t *out, size_t out_stride, size_t width, size_t height) {
    size_t count = plane_width * plane_height;
    const double *alpha = planes, *red = planes + count, *green = planes + 2 * count, *blue = planes + 3 * count;
    for (size_t row = 0; row < height; row++) {
        uint32_t *target = (uint32_t *)(out + row * out_stride);
        for (size_t column = 0; column < width; column++) {
            size_t i = (y + row) * plane_width + x + column;
            uint32_t a = to_byte(alpha[i]), r = to_byte(red[i]), g = to_byte(green[i]), b = to_byte(blue[i]);
            target[column] = a << 24 | (r < a ? r : a) << 16 | (g < a ? g : a) << 8 | (b < a ? b : a);
        }
    }
}

void herosim_plane_to_bytes(const double *plane, size_t width, size_t height, uint8_t *out, size_t out_stride) {
    for (size_t y = 0; y < height; y++) {
        for (size_t x = 0; x < width; x++) out[y * out_stride + x] = (uint8_t)to_byte(plane[y * width + x]);
    }
}
