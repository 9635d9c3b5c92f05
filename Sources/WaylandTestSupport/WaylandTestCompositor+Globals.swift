import CWaylandProtocols
import Foundation

/// The test compositor's globals and what their objects answer.
extension WaylandTestCompositor {
    func makeGlobals(_ extras: Set<Extra>) {
        let context = Unmanaged.passUnretained(self).toOpaque()
        _ = library.globalCreate(display, cawl_wl_compositor, 4, context, Self.bindCompositor)
        _ = library.globalCreate(display, cawl_xdg_wm_base, 3, context, Self.bindWindowManager)
        _ = library.globalCreate(display, cawl_wl_seat, 5, context, Self.bindSeat)
        _ = library.globalCreate(display, cawl_wl_output, 2, context, Self.bindOutput)
        _ = library.globalCreate(display, cawl_wl_subcompositor, 1, context, Self.bindSubcompositor)
        if extras.contains(.serverSideDecorations) {
            _ = library.globalCreate(display, cawl_zxdg_decoration_manager_v1, 1, context, Self.bindDecorations)
        }
        if extras.contains(.fractionalScale) {
            _ = library.globalCreate(display, cawl_wp_viewporter, 1, context, Self.bindViewporter)
            _ = library.globalCreate(display, cawl_wp_fractional_scale_manager_v1, 1, context, Self.bindFractionalScale)
        }
    }

    /// Every window's decoration is drawn here: `set_mode` is answered with server side (2).
    private static let bindDecorations: WaylandServerLibrary.Bind = { client, data, version, id in
        guard let client, let self_ = compositor(data) else { return }
        self_.resource(client, cawl_zxdg_decoration_manager_v1, version: 1, id: id) { manager, opcode, arguments in
            switch opcode {
            case 0: self_.library.resourceDestroy(manager)
            case 1:
                self_.resource(client, cawl_zxdg_toplevel_decoration_v1, version: 1, id: arguments[0].n) { decoration, opcode, _ in
                    switch opcode {
                    case 0: self_.library.resourceDestroy(decoration)
                    case 1, 2: self_.post(decoration, 0, [cawl_argument(u: 2)])
                    default: break
                    }
                }
            default: break
            }
        }
    }

    private static let bindViewporter: WaylandServerLibrary.Bind = { client, data, version, id in
        guard let client, let self_ = compositor(data) else { return }
        self_.resource(client, cawl_wp_viewporter, version: 1, id: id) { manager, opcode, arguments in
            switch opcode {
            case 0: self_.library.resourceDestroy(manager)
            case 1:
                self_.resource(client, cawl_wp_viewport, version: 1, id: arguments[0].n) { viewport, opcode, arguments in
                    switch opcode {
                    case 0: self_.library.resourceDestroy(viewport)
                    case 2: self_.lastViewportDestination = (arguments[0].i, arguments[1].i)
                    default: break
                    }
                }
            default: break
            }
        }
    }

    private static let bindFractionalScale: WaylandServerLibrary.Bind = { client, data, version, id in
        guard let client, let self_ = compositor(data) else { return }
        self_.resource(client, cawl_wp_fractional_scale_manager_v1, version: 1, id: id) { manager, opcode, arguments in
            switch opcode {
            case 0: self_.library.resourceDestroy(manager)
            case 1:
                if let scale = self_.resource(client, cawl_wp_fractional_scale_v1, version: 1, id: arguments[0].n,
                                              request: { scale, opcode, _ in
                                                  if opcode == 0 { self_.library.resourceDestroy(scale) }
                                              }) {
                    self_.fractionalScales.append(scale)
                }
            default: break
            }
        }
    }

    private static let bindSubcompositor: WaylandServerLibrary.Bind = { client, data, version, id in
        guard let client, let self_ = compositor(data) else { return }
        self_.resource(client, cawl_wl_subcompositor, version: Int32(version), id: id) { manager, opcode, arguments in
            switch opcode {
            case 0: self_.library.resourceDestroy(manager)
            case 1:  // get_subsurface(id, surface, parent): a decoration, here
                self_.decoration = arguments[1].o.map { OpaquePointer($0) }
                self_.resource(client, cawl_wl_subsurface, version: 1, id: arguments[0].n) { subsurface, opcode, _ in
                    if opcode == 0 { self_.library.resourceDestroy(subsurface) }
                }
            default: break
            }
        }
    }

    private static func compositor(_ data: UnsafeMutableRawPointer?) -> WaylandTestCompositor? {
        data.map { Unmanaged<WaylandTestCompositor>.fromOpaque($0).takeUnretainedValue() }
    }

    private static let bindCompositor: WaylandServerLibrary.Bind = { client, data, version, id in
        guard let client, let self_ = compositor(data) else { return }
        self_.resource(client, cawl_wl_compositor, version: Int32(version), id: id) { _, opcode, arguments in
            switch opcode {
            case 0: self_.makeSurface(client, id: arguments[0].n)  // create_surface
            case 1: self_.resource(client, cawl_wl_region, version: 1, id: arguments[0].n) { region, opcode, _ in
                    if opcode == 0 { self_.library.resourceDestroy(region) }
                }
            default: break
            }
        }
    }

    private static let bindWindowManager: WaylandServerLibrary.Bind = { client, data, version, id in
        guard let client, let self_ = compositor(data) else { return }
        self_.resource(client, cawl_xdg_wm_base, version: Int32(version), id: id) { base, opcode, arguments in
            switch opcode {
            case 0: self_.library.resourceDestroy(base)
            case 2:  // get_xdg_surface(id, surface)
                guard let surface = arguments[1].o.map({ OpaquePointer($0) }) else { return }
                self_.makeXdgSurface(client, id: arguments[0].n, surface: surface, version: Int32(version))
            default: break
            }
        }
    }

    private static let bindSeat: WaylandServerLibrary.Bind = { client, data, version, id in
        guard let client, let self_ = compositor(data),
              let seat = self_.resource(client, cawl_wl_seat, version: Int32(version), id: id, request: { seat, opcode, arguments in
                  switch opcode {
                  case 0:  // get_pointer
                      if let pointer = self_.resource(client, cawl_wl_pointer, version: Int32(version), id: arguments[0].n,
                                                      request: { pointer, opcode, _ in
                                                          if opcode == 1 { self_.library.resourceDestroy(pointer) }
                                                      }) {
                          self_.pointers.append(pointer)
                      }
                  case 2:  // get_touch
                      if let touch = self_.resource(client, cawl_wl_touch, version: Int32(version), id: arguments[0].n,
                                                    request: { touch, opcode, _ in
                                                        if opcode == 0 { self_.library.resourceDestroy(touch) }
                                                    }) {
                          self_.touches.append(touch)
                      }
                  case 3: self_.library.resourceDestroy(seat)
                  default: break
                  }
              })
        else { return }
        self_.post(seat, 0, [cawl_argument(u: 1 | 4)])  // capabilities: pointer, touch
    }

    private static let bindOutput: WaylandServerLibrary.Bind = { client, data, version, id in
        guard let client, let self_ = compositor(data),
              let output = self_.resource(client, cawl_wl_output, version: Int32(version), id: id)
        else { return }
        self_.outputs.append(output)
        self_.post(output, 1, [cawl_argument(u: 1), cawl_argument(i: 1024), cawl_argument(i: 768),
                               cawl_argument(i: 60_000)])  // mode: current, 1024 × 768, 60 Hz
        self_.post(output, 3, [cawl_argument(i: self_.outputScale)])  // scale
        self_.post(output, 2)  // done
    }

    private func makeSurface(_ client: OpaquePointer, id: UInt32) {
        guard let surface = resource(client, cawl_wl_surface, version: 4, id: id, request: { [unowned self] surface, opcode, arguments in
            switch opcode {
            case 0: self.library.resourceDestroy(surface)
            case 3:  // frame
                if let callback = self.resource(client, cawl_wl_callback, version: 1, id: arguments[0].n) {
                    self.frameCallbacks[surface, default: []].append(callback)
                }
            case 6: self.committed(surface)
            case 8: self.bufferScale = arguments[0].i
            default: break
            }
        }) else { return }
        surfaces.append(surface)
    }

    private func makeXdgSurface(_ client: OpaquePointer, id: UInt32, surface: OpaquePointer, version: Int32) {
        resource(client, cawl_xdg_surface, version: version, id: id) { [unowned self] xdgSurface, opcode, arguments in
            switch opcode {
            case 0: self.library.resourceDestroy(xdgSurface)
            case 1:  // get_toplevel
                guard let role = self.resource(client, cawl_xdg_toplevel, version: version, id: arguments[0].n,
                                               request: { role, opcode, arguments in
                                                   switch opcode {
                                                   case 0: self.library.resourceDestroy(role)
                                                   case 2: self.title = arguments[0].s.map { String(cString: $0) }
                                                   case 5: self.moveCount += 1
                                                   case 8: self.minimumSize = (arguments[0].i, arguments[1].i)
                                                   default: break
                                                   }
                                               }, destroyed: { self.toplevel = nil })
                else { return }
                self.toplevel = (surface, xdgSurface, role)
                self.configured = false
            case 4: self.acknowledged.append(arguments[0].u)  // ack_configure
            default: break
            }
        }
    }

    /// A commit: the frame callbacks are done; a toplevel's first commit gets its first configure.
    private func committed(_ surface: OpaquePointer) {
        commits += 1
        for callback in frameCallbacks.removeValue(forKey: surface) ?? [] {
            post(callback, 0, [cawl_argument(u: UInt32(truncatingIfNeeded: commits))])
            library.resourceDestroy(callback)
        }
        if let toplevel, toplevel.surface == surface, !configured {
            configured = true
            _ = sendConfigure(width: 0, height: 0, states: [])
        }
    }

    /// Posts event `opcode` with `arguments` on `resource`.
    func post(_ resource: OpaquePointer, _ opcode: UInt32, _ arguments: [cawl_argument] = []) {
        var values = arguments
        values.withUnsafeMutableBufferPointer { library.resourcePostEventArray(resource, opcode, $0.baseAddress) }
    }

    /// Makes a resource of `interface` for `client` and gives it `request`.
    @discardableResult
    func resource(_ client: OpaquePointer, _ interface: UnsafePointer<cawl_interface>, version: Int32, id: UInt32,
                  request: @escaping (OpaquePointer, UInt32, UnsafeMutablePointer<cawl_argument>) -> Void = { _, _, _ in },
                  destroyed: @escaping () -> Void = {}) -> OpaquePointer? {
        guard let made = library.resourceCreate(client, interface, version, id) else { return nil }
        TestResourceHandlers.install(library, made, request: { opcode, arguments in request(made, opcode, arguments) },
                                     destroyed: { [weak self] in
                                         self?.forget(made)
                                         destroyed()
                                     })
        return made
    }

    /// Drops a destroyed resource from every list.
    private func forget(_ resource: OpaquePointer) {
        surfaces.removeAll { $0 == resource }
        if decoration == resource { decoration = nil }
        pointers.removeAll { $0 == resource }
        touches.removeAll { $0 == resource }
        outputs.removeAll { $0 == resource }
        fractionalScales.removeAll { $0 == resource }
        frameCallbacks[resource] = nil
        for (surface, callbacks) in frameCallbacks { frameCallbacks[surface] = callbacks.filter { $0 != resource } }
    }
}
