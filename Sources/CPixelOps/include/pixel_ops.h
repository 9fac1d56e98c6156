#ifndef HEROSIM_PIXEL_OPS_H
#define HEROSIM_PIXEL_OPS_H

#include <stddef.h>
#include <stdint.h>

/// Writes `solid` OVER each of `count` premultiplied ARGB32 pixels of `source` into `target`:
/// target = solid + source * (255 - alpha(solid)) / 255 per channel, rounded exactly as pixman's
/// UN8x4_MUL_UN8_ADD_UN8x4 rounds, so the result is byte for byte what cairo draws. Uses AVX2 where
/// the processor has it. `source` and `target` must not overlap.
void herosim_copy_under_solid(const uint32_t *source, uint32_t *target, size_t count, uint32_t solid);

/// Draws `solid` (premultiplied ARGB32) OVER each of `count` pixels of `target` in place, with the same
/// rounding; an opaque `solid` simply replaces them.
void herosim_fill_over_solid(uint32_t *target, size_t count, uint32_t solid);

#endif
