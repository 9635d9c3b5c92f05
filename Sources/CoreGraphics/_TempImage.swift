// TEMPORARY until branch cg lands.
public final class CGImage: @unchecked Sendable { public let width = 1, height = 1 }
public typealias CFTimeInterval = Double
