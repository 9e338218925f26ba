#ifndef CMALLOCINFO_H
#define CMALLOCINFO_H

#include <stddef.h>

/// The bytes of heap in use now, according to glibc's `mallinfo2()`: `uordblks` (chunks in use in
/// every arena, headers included) plus `hblkhd` (chunks served by mmap). 0 where there is no glibc.
size_t cmallocinfo_bytes_in_use(void);

#endif
