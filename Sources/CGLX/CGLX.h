// GLX as GLESRenderer uses it for windows on Mesa's software rasterizer: an
// OpenGL ES context through GLX_EXT_create_context_es2_profile, whose swaps
// go to the X server through shared memory (MIT-SHM) where EGL's X11 path
// copies every frame through the socket. GL calls still go through
// libGLESv2, which glvnd dispatches to whichever context is current.
#ifndef CGLX_H
#define CGLX_H

#include <GL/glx.h>
#include <GL/glxext.h>

// glXCreateContextAttribsARB and the swap-interval entry points, looked up
// at run time (glXGetProcAddressARB).
typedef GLXContext (*CGLXCreateContextAttribs)(Display *, GLXFBConfig, GLXContext, Bool, const int *);
typedef void (*CGLXSwapIntervalEXT)(Display *, GLXDrawable, int);
typedef int (*CGLXSwapIntervalMESA)(unsigned int);

#endif
