#ifndef HEROSIM_BLUR_OPS_H
#define HEROSIM_BLUR_OPS_H

#include <stddef.h>
#include <stdint.h>

/// Splits `width` × `height` premultiplied ARGB32 pixels, rows `stride` bytes apart, into four planes of
/// `width` × `height` values each, one after the other in `planes`: alpha, red, green, blue (0...255).
/// Returns 1 when every pixel equals the first, else 0.
int herosim_split_planes(const uint8_t *pixels, size_t stride, size_t width, size_t height, double *planes);

/// The alpha of `width` × `height` ARGB32 pixels, rows `stride` bytes apart, as values 0...255 in `plane`.
void herosim_alpha_plane(const uint8_t *pixels, size_t stride, size_t width, size_t height, double *plane);

/// Blurs a `width` × `height` plane in place with three box blurs of `radius` along rows, each followed by
/// one along columns: each value becomes the mean of the `2 × radius + 1` values around it, where values
/// outside the plane are 0, or with `clamped_edges` the nearest edge value. Additions happen in the same
/// order as a running sum from the line's start, so results are the same on every machine. A plane of one value
/// that the blur would keep (edges clamped, or 0) is left as it is. `line` is scratch
/// space of at least 8 × (max(`width`, `height`) + 2 × `radius` + 2) values.
void herosim_box_blur_plane(double *plane, size_t width, size_t height, size_t radius, int clamped_edges, double *line);

/// Joins the four planes of `herosim_split_planes` (each `plane_width` wide) into premultiplied ARGB32
/// pixels: the `width` × `height` values from column `x`, row `y` of the planes go to `out`, rows
/// `out_stride` bytes apart; each value is rounded half away from zero, held to 0...255, and no colour
/// channel exceeds alpha.
void herosim_join_planes(const double *planes, size_t plane_width, size_t plane_height, size_t x, size_t y,
                         uint8_t *out, size_t out_stride, size_t width, size_t height);

/// Writes a `width` × `height` plane as 8-bit values, rounded half away from zero and held to 0...255,
/// into `out`, rows `out_stride` bytes apart.
void herosim_plane_to_bytes(const double *plane, size_t width, size_t height, uint8_t *out, size_t out_stride);

#endif
