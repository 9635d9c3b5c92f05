import Foundation

// The keys CAReplicatorLayer adds to CALayer's for key-value coding, defaults and actions.
extension CAReplicatorLayer {
    static let replicatorKeys: LayerKeyTable = {
        typealias K = LayerKeyTable
        let own: [K.Entry] = [
            K.model(["instanceCount"], \CAReplicatorLayer.instanceCount, \.replicatorValues.instanceCount, K.integer, animatable: true),
            K.model(["preservesDepth"], \CAReplicatorLayer.preservesDepth, \.replicatorValues.preservesDepth, ValueConversion.bool, animatable: false),
            K.model(["instanceDelay"], \CAReplicatorLayer.instanceDelay, \.replicatorValues.instanceDelay, ValueConversion.double, animatable: true),
            K.model(["instanceTransform"], \CAReplicatorLayer.instanceTransform, \.replicatorValues.instanceTransform, ValueConversion.transform, animatable: true),
            K.model(["instanceColor"], \CAReplicatorLayer.instanceColor, \.replicatorValues.instanceColor, K.optional(ValueConversion.color), animatable: true),
            K.model(["instanceRedOffset"], \CAReplicatorLayer.instanceRedOffset, \.replicatorValues.instanceRedOffset, ValueConversion.float, animatable: true),
            K.model(["instanceGreenOffset"], \CAReplicatorLayer.instanceGreenOffset, \.replicatorValues.instanceGreenOffset, ValueConversion.float, animatable: true),
            K.model(["instanceBlueOffset"], \CAReplicatorLayer.instanceBlueOffset, \.replicatorValues.instanceBlueOffset, ValueConversion.float, animatable: true),
            K.model(["instanceAlphaOffset"], \CAReplicatorLayer.instanceAlphaOffset, \.replicatorValues.instanceAlphaOffset, ValueConversion.float, animatable: true),
        ].flatMap { $0 }
        return LayerKeyTable(own: own, inheriting: .base)
    }()
}
