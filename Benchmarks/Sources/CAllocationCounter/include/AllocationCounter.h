#ifndef SWATCH_ALLOCATION_COUNTER_H
#define SWATCH_ALLOCATION_COUNTER_H

/// The number of heap allocations (malloc, calloc, realloc, posix_memalign,
/// aligned_alloc) made by this process so far.
long swatch_allocation_count(void);

#endif
