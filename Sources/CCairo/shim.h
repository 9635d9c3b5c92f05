// Cairo's image-surface API, for CoreGraphics' bitmap CGContext.
// Debian's libcairo2-dev installs the header under /usr/include/cairo.
#include <cairo/cairo.h>
