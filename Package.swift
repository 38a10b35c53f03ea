// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "gesture-replay",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "GestureModel", targets: ["GestureModel"]),
        .library(name: "Interaction", targets: ["Interaction"]),
        .library(name: "Replay", targets: ["Replay"]),
        .executable(name: "gesture-replay", targets: ["gesture-replay"]),
    ],
    targets: [
        // Traces, geometry, decoding, validation, recording, import and export. The only library
        // that reads and writes files.
        .target(name: "GestureModel"),
        // Recognizers, the transition, handlers, release rules and velocity: pure values.
        .target(name: "Interaction", dependencies: ["GestureModel"]),
        // Scenarios, replays and reports; checks, sweeps, fidelity, plots and the recorder page, each
        // a folder (docs/layout.md).
        .target(name: "Replay", dependencies: ["GestureModel", "Interaction"]),
        // The command-line tool, thin over the libraries.
        .executableTarget(name: "gesture-replay", dependencies: ["GestureModel", "Interaction", "Replay"]),

        // Imported formats, real and hand-made, read by path from the tests.
        .testTarget(
            name: "GestureModelTests", dependencies: ["GestureModel"], exclude: ["Imports", "RejectedTraces.json"]),
        .testTarget(name: "InteractionTests", dependencies: ["GestureModel", "Interaction"]),
        // Recordings are bundled as a resource, as an app's test target bundles its own (Bundle.module).
        .testTarget(
            name: "ReplayTests", dependencies: ["GestureModel", "Interaction", "Replay"],
            exclude: ["ScenarioFiles", "Accounts", "FuzzRegressions"], resources: [.copy("Recordings")]),
        .testTarget(name: "GestureReplayTests", dependencies: ["gesture-replay", "GestureModel"], exclude: ["BadInputs.json"]),
    ],
    swiftLanguageModes: [.v6]
)
