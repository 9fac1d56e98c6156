#ifndef HEROSIM_PIXEL_OPS_H
#define HEROSIM_PIXEL_OPS_H

#include <stddef.h>
#include <stdint.h>

/// Writes `solid` OVER each of `count` premultiplied ARGB32 pixels of `source` into `target`:
/// target = solid + source * (255 - alpha(solid)) / 255 per channel, rounded exactly as pixman's
/// UN8x4_MUL_UN8_ADD_UN8x4 rounds, so the result is byte for byte what cairo draws. Uses AVX2 where
/// the processor has it. `source` and `target` must not overlap.
void herosim_copy_under_solid(const uint32_t *source, uint32_t *target, size_t count, uint32_t solid);

// herosim_copy_under_solid over `height` rows of `width` pixels, each row `source_stride` and `target_stride`
// bytes after the one before.
void herosim_copy_rows_under_solid(const uint8_t *source, size_t source_stride, uint8_t *target, size_t target_stride,
                                   size_t width, size_t height, uint32_t solid);

/// Draws `solid` (premultiplied ARGB32) OVER each of `count` pixels of `target` in place, with the same
/// rounding; an opaque `solid` simply replaces them.
void herosim_fill_over_solid(uint32_t *target, size_t count, uint32_t solid);

/// Whether every one of the `width` × `height` ARGB32 pixels, rows `stride` bytes apart, has alpha 255.
int herosim_is_opaque(const uint8_t *pixels, size_t stride, size_t width, size_t height);

/// Writes the `width` × `height` ARGB32 pixels, rows `stride` bytes apart, as unfiltered PNG scanlines
/// of 8-bit RGB into `out`: per row a filter byte 0, then red, green and blue of each pixel
/// (`height` × (1 + 3 × `width`) bytes). Alpha is dropped, so the pixels should be opaque.
void herosim_png_rgb_scanlines(const uint8_t *pixels, size_t stride, size_t width, size_t height, uint8_t *out);

#endif
