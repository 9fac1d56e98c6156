#include "color_ops.h"

static inline double clamp01(double v) { return v < 0 ? 0 : (v > 1 ? 1 : v); }

void herosim_color_matrix(uint8_t *pixels, size_t stride, size_t x, size_t y, size_t width, size_t height,
                          const double *m) {
    for (size_t row = y; row < y + height; row++) {
        uint32_t *line = (uint32_t *)(pixels + row * stride);
        for (size_t column = x; column < x + width; column++) {
            uint32_t p = line[column];
            uint32_t a8 = p >> 24;
            if (a8 == 0) continue;
            double a = a8 / 255.0;
            double r = ((p >> 16) & 0xFF) / 255.0 / a, g = ((p >> 8) & 0xFF) / 255.0 / a, b = (p & 0xFF) / 255.0 / a;
            double nr = clamp01(m[0] * r + m[1] * g + m[2] * b + m[3] * a + m[4]);
            double ng = clamp01(m[5] * r + m[6] * g + m[7] * b + m[8] * a + m[9]);
            double nb = clamp01(m[10] * r + m[11] * g + m[12] * b + m[13] * a + m[14]);
            double na = clamp01(m[15] * r + m[16] * g + m[17] * b + m[18] * a + m[19]);
            uint32_t oa = (uint32_t)(na * 255.0 + 0.5);
            uint32_t or_ = (uint32_t)(nr * na * 255.0 + 0.5), og = (uint32_t)(ng * na * 255.0 + 0.5), ob = (uint32_t)(nb * na * 255.0 + 0.5);
            line[column] = (oa << 24) | (or_ << 16) | (og << 8) | ob;
        }
    }
}
