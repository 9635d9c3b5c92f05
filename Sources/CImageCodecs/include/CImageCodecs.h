#ifndef CIMAGECODECS_H
#define CIMAGECODECS_H
#include <stddef.h>
#include <stdint.h>
/* filled in by the CoreGraphics image work */
int cimagecodecs_version(void);
#endif
