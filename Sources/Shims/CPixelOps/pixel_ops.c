#include "pixel_ops.h"

// One pixel: the destination scaled by the inverse source alpha (two channels per 32-bit lane), plus
// the premultiplied source. A premultiplied source never carries past 255, so no saturation is needed.
static inline uint32_t over_pixel(uint32_t solid, uint32_t destination, uint32_t inverse_alpha) {
    uint32_t red_blue = (destination & 0x00FF00FFu) * inverse_alpha + 0x00800080u;
    red_blue = ((red_blue + ((red_blue >> 8) & 0x00FF00FFu)) >> 8) & 0x00FF00FFu;
    uint32_t alpha_green = ((destination >> 8) & 0x00FF00FFu) * inverse_alpha + 0x00800080u;
    alpha_green = (alpha_green + ((alpha_green >> 8) & 0x00FF00FFu)) & 0xFF00FF00u;
    return (red_blue | alpha_green) + solid;
}

// The same loop compiled twice: the compiler vectorises it eight pixels at a time with AVX2.
__attribute__((target("avx2")))
static void copy_under_solid_avx2(const uint32_t *restrict source, uint32_t *restrict target, size_t count,
                                  uint32_t solid, uint32_t inverse_alpha) {
    for (size_t i = 0; i < count; i++) target[i] = over_pixel(solid, source[i], inverse_alpha);
}

static void copy_under_solid_baseline(const uint32_t *restrict source, uint32_t *restrict target, size_t count,
                                      uint32_t solid, uint32_t inverse_alpha) {
    for (size_t i = 0; i < count; i++) target[i] = over_pixel(solid, source[i], inverse_alpha);
}

void herosim_copy_under_solid(const uint32_t *source, uint32_t *target, size_t count, uint32_t solid) {
    herosim_copy_rows_under_solid((const uint8_t *)source, 0, (uint8_t *)target, 0, count, 1, solid);
}

void herosim_copy_rows_under_solid(const uint8_t *source, size_t source_stride, uint8_t *target, size_t target_stride,
                                   size_t width, size_t height, uint32_t solid) {
    uint32_t inverse_alpha = 255u - (solid >> 24);
    int avx2 = __builtin_cpu_supports("avx2");
    for (size_t y = 0; y < height; y++) {
        const uint32_t *from = (const uint32_t *)(source + y * source_stride);
        uint32_t *to = (uint32_t *)(target + y * target_stride);
        if (avx2) {
            copy_under_solid_avx2(from, to, width, solid, inverse_alpha);
        } else {
            copy_under_solid_baseline(from, to, width, solid, inverse_alpha);
        }
    }
}

void herosim_fill_over_solid(uint32_t *target, size_t count, uint32_t solid) {
    uint32_t inverse_alpha = 255u - (solid >> 24);
    if (inverse_alpha == 0) {
        for (size_t i = 0; i < count; i++) target[i] = solid;
    } else {
        for (size_t i = 0; i < count; i++) target[i] = over_pixel(solid, target[i], inverse_alpha);
    }
}

int herosim_is_opaque(const uint8_t *pixels, size_t stride, size_t width, size_t height) {
    for (size_t y = 0; y < height; y++) {
        const uint32_t *row = (const uint32_t *)(pixels + y * stride);
        uint32_t all = 0xFF000000u;
        for (size_t x = 0; x < width; x++) all &= row[x];
        if ((all & 0xFF000000u) != 0xFF000000u) return 0;
    }
    return 1;
}

// One row, a pixel at a time: ARGB32 in memory is blue, green, red, alpha on a little-endian machine.
static void rgb_row_baseline(const uint32_t *restrict row, size_t from, size_t width, uint8_t *restrict out) {
    for (size_t x = from; x < width; x++) {
        uint32_t p = row[x];
        out[3 * x] = (uint8_t)(p >> 16);
        out[3 * x + 1] = (uint8_t)(p >> 8);
        out[3 * x + 2] = (uint8_t)p;
    }
}

// Four pixels at a time with one byte shuffle; each 16-byte store writes 12 bytes of RGB and 4 that the
// next store overwrites, so it stops while 6 pixels (18 bytes) remain and leaves the rest to the loop above.
__attribute__((target("ssse3")))
static void rgb_row_ssse3(const uint32_t *restrict row, size_t width, uint8_t *restrict out) {
    typedef char bytes16 __attribute__((vector_size(16)));
    const bytes16 order = {2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1};
    size_t x = 0;
    for (; x + 6 <= width; x += 4) {
        bytes16 four;
        __builtin_memcpy(&four, row + x, 16);
        bytes16 rgb = __builtin_ia32_pshufb128(four, order);
        __builtin_memcpy(out + 3 * x, &rgb, 16);
    }
    rgb_row_baseline(row, x, width, out);
}

void herosim_png_rgb_scanlines(const uint8_t *pixels, size_t stride, size_t width, size_t height, uint8_t *out) {
    int ssse3 = __builtin_cpu_supports("ssse3");
    size_t row_bytes = 1 + 3 * width;
    for (size_t y = 0; y < height; y++) {
        const uint32_t *row = (const uint32_t *)(pixels + y * stride);
        uint8_t *line = out + y * row_bytes;
        line[0] = 0; // filter type: none
        if (ssse3) {
            rgb_row_ssse3(row, width, line + 1);
        } else {
            rgb_row_baseline(row, 0, width, line + 1);
        }
    }
}
