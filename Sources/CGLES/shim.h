// OpenGL ES 3.0 core plus the extension enums and function-pointer types
// (GL_EXT_disjoint_timer_query). Extension functions are looked up at run time
// with eglGetProcAddress, so GL_GLEXT_PROTOTYPES stays undefined.
#include <GLES3/gl3.h>
#include <GLES2/gl2ext.h>
