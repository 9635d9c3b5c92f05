// Pango over Cairo (HarfBuzz shaping, FreeType glyphs) and fontconfig, for
// TextRendering. Debian's libpango1.0-dev brings the headers of all four;
// pkg-config's pangocairo flags put /usr/include/cairo on the include path.
#include <pango/pangocairo.h>
#include <fontconfig/fontconfig.h>
