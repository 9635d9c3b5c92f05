/*
 * gl_output.c - the X11 window and the EGL context on it, EGL and GL errors,
 * X events, and compiling and linking shaders.
 */
#define _GNU_SOURCE
#include "baseline.h"

#include <X11/Xutil.h>
#include <X11/keysym.h>

#include <stdio.h>
#include <stdlib.h>

/* ------------------------------------------------------------------------
 * Window and context: Xlib window, EGL on the Xlib Display, ES 3.0
 * ------------------------------------------------------------------------ */

static const char *egl_error_name(EGLint error) {
    switch (error) {
    case EGL_SUCCESS: return "EGL_SUCCESS";
    case EGL_NOT_INITIALIZED: return "EGL_NOT_INITIALIZED";
    case EGL_BAD_ACCESS: return "EGL_BAD_ACCESS";
    case EGL_BAD_ALLOC: return "EGL_BAD_ALLOC";
    case EGL_BAD_ATTRIBUTE: return "EGL_BAD_ATTRIBUTE";
    case EGL_BAD_CONFIG: return "EGL_BAD_CONFIG";
    case EGL_BAD_CONTEXT: return "EGL_BAD_CONTEXT";
    case EGL_BAD_CURRENT_SURFACE: return "EGL_BAD_CURRENT_SURFACE";
    case EGL_BAD_DISPLAY: return "EGL_BAD_DISPLAY";
    case EGL_BAD_MATCH: return "EGL_BAD_MATCH";
    case EGL_BAD_NATIVE_PIXMAP: return "EGL_BAD_NATIVE_PIXMAP";
    case EGL_BAD_NATIVE_WINDOW: return "EGL_BAD_NATIVE_WINDOW";
    case EGL_BAD_PARAMETER: return "EGL_BAD_PARAMETER";
    case EGL_BAD_SURFACE: return "EGL_BAD_SURFACE";
    case EGL_CONTEXT_LOST: return "EGL_CONTEXT_LOST";
    default: return "unknown EGL error";
    }
}

/* Stops, naming the EGL call that failed and the error it left. */
void egl_fail(const char *call) {
    EGLint error = eglGetError();
    fail("%s failed: %s (0x%04x)", call, egl_error_name(error), (unsigned)error);
}

static const char *gl_error_name(GLenum error) {
    switch (error) {
    case GL_NO_ERROR: return "GL_NO_ERROR";
    case GL_INVALID_ENUM: return "GL_INVALID_ENUM";
    case GL_INVALID_VALUE: return "GL_INVALID_VALUE";
    case GL_INVALID_OPERATION: return "GL_INVALID_OPERATION";
    case GL_INVALID_FRAMEBUFFER_OPERATION: return "GL_INVALID_FRAMEBUFFER_OPERATION";
    case GL_OUT_OF_MEMORY: return "GL_OUT_OF_MEMORY";
    default: return "unknown GL error";
    }
}

/* Stops with the GL error raised by the calls named in `what`, if any. */
void check_gl(const char *what) {
    GLenum error = glGetError();
    if (error != GL_NO_ERROR) fail("%s raised %s (0x%04x)", what, gl_error_name(error), error);
}

Output open_output(const Options *o) {
    Output out = {0};
    const char *display_name = getenv("DISPLAY");
    out.x = XOpenDisplay(NULL);
    if (!out.x) fail("XOpenDisplay failed: cannot open X display '%s' (set DISPLAY)", display_name ? display_name : "");

    out.egl = eglGetDisplay((EGLNativeDisplayType)out.x);
    if (out.egl == EGL_NO_DISPLAY) EGL_FAIL("eglGetDisplay");
    EGLint major = 0, minor = 0;
    if (!eglInitialize(out.egl, &major, &minor)) EGL_FAIL("eglInitialize");
    if (!eglBindAPI(EGL_OPENGL_ES_API)) EGL_FAIL("eglBindAPI(EGL_OPENGL_ES_API)");

    /* A window config that renders ES 3; 8-bit colour, no alpha (the X
     * visual is 24-bit), no depth or stencil: nothing here needs them. */
    const EGLint config_attributes[] = {
        EGL_SURFACE_TYPE, EGL_WINDOW_BIT, EGL_RENDERABLE_TYPE, EGL_OPENGL_ES3_BIT,
        EGL_RED_SIZE, 8, EGL_GREEN_SIZE, 8, EGL_BLUE_SIZE, 8, EGL_NONE,
    };
    EGLConfig config;
    EGLint configs = 0;
    if (!eglChooseConfig(out.egl, config_attributes, &config, 1, &configs)) EGL_FAIL("eglChooseConfig");
    if (configs < 1) fail("eglChooseConfig found no config with an ES 3 window surface and 8-bit RGB");

    /* The X window must use the visual the EGL config renders for. */
    EGLint visual_id = 0;
    if (!eglGetConfigAttrib(out.egl, config, EGL_NATIVE_VISUAL_ID, &visual_id)) EGL_FAIL("eglGetConfigAttrib(EGL_NATIVE_VISUAL_ID)");
    XVisualInfo wanted = {0}, *visual;
    int visuals = 0;
    wanted.visualid = (VisualID)visual_id;
    visual = XGetVisualInfo(out.x, VisualIDMask, &wanted, &visuals);
    if (!visual || visuals < 1) fail("XGetVisualInfo found no X visual 0x%x for the EGL config", (unsigned)visual_id);

    Window root = DefaultRootWindow(out.x);
    XSetWindowAttributes attributes = {0};
    attributes.colormap = XCreateColormap(out.x, root, visual->visual, AllocNone);
    attributes.event_mask = StructureNotifyMask | KeyPressMask;
    attributes.background_pixmap = None;
    out.window = XCreateWindow(out.x, root, 0, 0, (unsigned)o->width, (unsigned)o->height, 0, visual->depth,
                               InputOutput, visual->visual, CWColormap | CWEventMask | CWBackPixmap, &attributes);
    XFree(visual);
    XStoreName(out.x, out.window, o->scene == SCENE_SPRITES ? "gles3_baseline sprites" : "gles3_baseline cards");
    XSizeHints *hints = XAllocSizeHints();
    hints->flags = PMinSize | PMaxSize;
    hints->min_width = hints->max_width = o->width;
    hints->min_height = hints->max_height = o->height;
    XSetWMNormalHints(out.x, out.window, hints);
    XFree(hints);
    out.delete_window = XInternAtom(out.x, "WM_DELETE_WINDOW", False);
    XSetWMProtocols(out.x, out.window, &out.delete_window, 1);
    XMapWindow(out.x, out.window);
    for (XEvent event;;) { /* draw only once the window is on screen */
        XNextEvent(out.x, &event);
        if (event.type == MapNotify && event.xmap.window == out.window) break;
    }

    out.surface = eglCreateWindowSurface(out.egl, config, (EGLNativeWindowType)out.window, NULL);
    if (out.surface == EGL_NO_SURFACE) EGL_FAIL("eglCreateWindowSurface");
    const EGLint context_attributes[] = {EGL_CONTEXT_CLIENT_VERSION, 3, EGL_NONE};
    out.context = eglCreateContext(out.egl, config, EGL_NO_CONTEXT, context_attributes);
    if (out.context == EGL_NO_CONTEXT) EGL_FAIL("eglCreateContext (OpenGL ES 3.0)");
    if (!eglMakeCurrent(out.egl, out.surface, out.surface, out.context)) EGL_FAIL("eglMakeCurrent");
    /* 0: present as fast as frames come (Xvfb has no vblank anyway). */
    if (!eglSwapInterval(out.egl, o->swap_interval)) EGL_FAIL("eglSwapInterval");
    return out;
}

void close_output(Output *out) {
    eglMakeCurrent(out->egl, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT);
    eglDestroyContext(out->egl, out->context);
    eglDestroySurface(out->egl, out->surface);
    eglTerminate(out->egl);
    XDestroyWindow(out->x, out->window);
    XCloseDisplay(out->x);
}

/* Handles pending X events; returns 0 once the window should close
 * (Escape, q, or the window manager's close button). */
int handle_events(Output *out) {
    while (XPending(out->x)) {
        XEvent event;
        XNextEvent(out->x, &event);
        if (event.type == ClientMessage && (Atom)event.xclient.data.l[0] == out->delete_window) return 0;
        if (event.type == KeyPress) {
            KeySym key = XLookupKeysym(&event.xkey, 0);
            if (key == XK_Escape || key == XK_q) return 0;
        }
    }
    return 1;
}

/* ------------------------------------------------------------------------
 * Shaders: compiling and linking (the sources are in renderer.c)
 * ------------------------------------------------------------------------ */

/* Compiles `source` (GLSL ES 3.00, without its #version line) after the
 * #version line and `defines` (may be ""). */
static GLuint compile_shader(GLenum kind, const char *defines, const char *source, const char *name) {
    GLuint shader = glCreateShader(kind);
    if (!shader) fail("glCreateShader failed for the %s", name);
    const char *parts[3] = {"#version 300 es\n", defines, source};
    glShaderSource(shader, 3, parts, NULL);
    glCompileShader(shader);
    GLint compiled = GL_FALSE;
    glGetShaderiv(shader, GL_COMPILE_STATUS, &compiled);
    if (!compiled) {
        char log[4096] = "";
        glGetShaderInfoLog(shader, sizeof log, NULL, log);
        fail("glCompileShader failed for the %s:\n%s", name, log);
    }
    return shader;
}

GLuint link_program(const char *defines, const char *vertex, const char *fragment, const char *name) {
    char label[128];
    GLuint program = glCreateProgram();
    snprintf(label, sizeof label, "%s vertex shader", name);
    GLuint vs = compile_shader(GL_VERTEX_SHADER, defines, vertex, label);
    snprintf(label, sizeof label, "%s fragment shader", name);
    GLuint fs = compile_shader(GL_FRAGMENT_SHADER, defines, fragment, label);
    glAttachShader(program, vs);
    glAttachShader(program, fs);
    glLinkProgram(program);
    GLint linked = GL_FALSE;
    glGetProgramiv(program, GL_LINK_STATUS, &linked);
    if (!linked) {
        char log[4096] = "";
        glGetProgramInfoLog(program, sizeof log, NULL, log);
        fail("glLinkProgram failed for the %s program:\n%s", name, log);
    }
    glDeleteShader(vs);
    glDeleteShader(fs);
    return program;
}

GLint uniform(GLuint program, const char *name) {
    GLint location = glGetUniformLocation(program, name);
    if (location < 0) fail("glGetUniformLocation found no uniform %s", name);
    return location;
}
