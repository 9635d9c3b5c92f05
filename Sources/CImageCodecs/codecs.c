#include "CImageCodecs.h"
int cimagecodecs_version(void) { return 1; }
