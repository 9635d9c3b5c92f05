import ArgumentParser

/// The command line of HostedLayers: `--help`, and no options (any argument
/// is a usage error). main.swift parses it before the README's example runs.
struct HostedLayersCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "HostedLayers",
        abstract: "The README's hosting example: a QuartzCore-only program with a window, a layer, events and a display link.",
        discussion: """
            Keys and clicks: a click on the card recolours it, a click elsewhere moves it there (an \
            implicit animation); the card spins by a display link. Escape quits.
            """)
}
