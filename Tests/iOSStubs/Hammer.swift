// Declarations of lyft/Hammer's public API that `gesture-replay export hammer` writes calls to,
// transcribed from its source (github.com/lyft/Hammer, Sources/Hammer/EventGenerator/), so
// Scripts/typecheck-ios.sh can type-check a generated test on Linux. Declarations only.
import UIKit

/// EventGenerator/EventGenerator+Hand/FingerIndex.swift
public enum FingerIndex: UInt32, CaseIterable {
    case rightThumb = 1
    case rightIndex = 2
    case rightMiddle = 3
    case rightRing = 4
    case rightLittle = 5
    case leftThumb = 6
    case leftIndex = 7
    case leftMiddle = 8
    case leftRing = 9
    case leftLittle = 10
    public static let automatic: FingerIndex? = nil
}

extension Array where Element == FingerIndex? {
    /// EventGenerator/EventGenerator+Hand/FingerIndex.swift
    public static let automatic: [FingerIndex?] = []
}

/// EventGenerator/HammerLocatable.swift
public protocol HammerLocatable {
    func hitPoint(for eventGenerator: EventGenerator) throws -> CGPoint
}

/// EventGenerator/HammerLocatable.swift
extension CGPoint: HammerLocatable {
    public func hitPoint(for eventGenerator: EventGenerator) throws -> CGPoint { self }
}

/// EventGenerator/EventGenerator.swift
public final class EventGenerator {
    /// EventGenerator/EventGenerator.swift: `public convenience init(viewController: UIViewController) throws`
    @MainActor public init(viewController: UIViewController) throws {}

    /// EventGenerator+Hand.swift
    public func fingerDown(_ indices: [FingerIndex?] = .automatic, at locations: [HammerLocatable]) throws {}
    /// EventGenerator+Hand.swift
    public func fingerMove(_ indices: [FingerIndex?] = .automatic, to locations: [HammerLocatable]) throws {}
    /// EventGenerator+Hand.swift
    public func fingerUp(_ indices: [FingerIndex?] = .automatic) throws {}
    /// Utilties/Waiting.swift
    public func wait(_ interval: TimeInterval) throws {}
}
