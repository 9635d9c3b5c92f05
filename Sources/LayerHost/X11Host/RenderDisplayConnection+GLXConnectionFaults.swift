import GLESRenderer
import X11Platform

/// A window's GLX context asks its render connection, around each
/// make-current, whether the window's size could be read.
extension RenderDisplayConnection: GLXConnectionFaults {}
