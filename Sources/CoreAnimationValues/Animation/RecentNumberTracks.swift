import Foundation

/// The number tracks (`PropertyTrack` of one number) made most recently,
/// so that an animation with the same key path, flags and values as one of
/// them shares its track instead of making another.
///
/// A track is immutable, so one object serves any number of animations:
/// the same fall, spin or pulse added to hundreds of layers (a field of
/// sprites, the cells of a list) keeps one 112-byte track, where each
/// animation kept its own. A direct-mapped table of `slots` places: a track
/// goes where its values' hash says, replacing what was there; the table
/// holds at most that many tracks alive. Tracks of other kinds (keyframes,
/// colours, value functions) are never shared here.
///
/// Safe on any thread (behind an `NSLock`, which ThreadSanitizer sees).
package final class RecentNumberTracks: @unchecked Sendable {
    /// The table animations added to layers share their tracks through
    /// (`AnimationDescriptorBuilder`).
    package static let shared = RecentNumberTracks()

    /// How many tracks the table holds at most.
    package static let slots = 256

    private var tracks = [PropertyTrack?](repeating: nil, count: slots)
    private let lock = NSLock()

    /// `track` itself, or the equal number track made before it and still in the table.
    package func sharing(_ track: PropertyTrack) -> PropertyTrack {
        guard let number = track.numberTrack else { return track }
        var hasher = Hasher()
        hasher.combine(track.keyPath)
        hasher.combine(track.isAdditive)
        hasher.combine(track.isCumulative)
        number.hashValues(into: &hasher)
        let slot = Int(UInt(bitPattern: hasher.finalize()) % UInt(Self.slots))
        return lock.withLock {
            if let known = tracks[slot], known.keyPath == track.keyPath, known.isAdditive == track.isAdditive,
               known.isCumulative == track.isCumulative, let knownNumber = known.numberTrack,
               knownNumber.hasSameValues(as: number) {
                return known
            }
            tracks[slot] = track
            return track
        }
    }
}
