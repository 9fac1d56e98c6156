#ifndef HEROSIM_COLOR_OPS_H
#define HEROSIM_COLOR_OPS_H

#include <stddef.h>
#include <stdint.h>

/// Applies a colour matrix to the premultiplied ARGB32 pixels of the `width` × `height` rectangle at
/// (`x`, `y`) of an image whose rows are `stride` bytes apart. `matrix` holds 20 numbers, row by row for
/// red, green, blue and alpha: four weights of the straight (unpremultiplied) red, green, blue and alpha,
/// in 0...1, and an offset. Results are clamped to 0...1 and premultiplied again; a fully transparent
/// pixel stays transparent.
void herosim_color_matrix(uint8_t *pixels, size_t stride, size_t x, size_t y, size_t width, size_t height,
                          const double *matrix);

#endif
