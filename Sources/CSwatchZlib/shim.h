// The system zlib (Debian: zlib1g-dev, pkg-config: zlib), for the PNG and PDF
// streams the image checks read. Named CSwatchZlib so that it cannot collide
// with another package's zlib module in one client's package graph.
#include <zlib.h>

// inflateInit is a macro that passes the header's version and the size of
// z_stream, so that zlib can refuse a mismatched header. Swift cannot call a
// function-like macro, so it gets this function instead.
static inline int swatch_inflateInit(z_stream *stream) {
    return inflateInit(stream);
}
