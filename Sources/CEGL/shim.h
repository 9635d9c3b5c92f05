// EGL 1.5 and its extensions (EGL_MESA_platform_surfaceless, EGL_EXT_platform_base).
// Extension entry points are looked up with eglGetProcAddress, not linked.
#include <EGL/egl.h>
#include <EGL/eglext.h>
