import Foundation
import Testing

/// The built `gesture-replay` tool, run as a separate process the way a person or a CI job runs it.
enum Tool {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static let packageRoot: String = {
        var components = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(3)  // Tests/GestureReplayTests/ToolProcess.swift
        return components.joined(separator: "/")
    }()

    /// The build products folder holds the tool next to the test bundle.
    static let executable: URL? = {
        var folders: [URL] = [Bundle.main.bundleURL]
        if let executable = Bundle.main.executableURL { folders.append(executable.deletingLastPathComponent()) }
        for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
            folders.append(bundle.bundleURL.deletingLastPathComponent())
        }
        for folder in folders {
            let candidate = folder.appendingPathComponent("gesture-replay")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }()

    /// Runs the tool with `arguments` from the package root (or `folder`); `input`, when given, is
    /// its standard input.
    static func run(_ arguments: [String], input: String? = nil, in folder: String? = nil) throws -> Run {
        let executable = try #require(executable, "the gesture-replay executable was not found next to the tests")
        return try run(executable, arguments, input: input, in: folder)
    }

    /// Runs another program found on the PATH (`git`, `swift`), as `run` runs the tool.
    static func runProgram(_ name: String, _ arguments: [String], in folder: String) throws -> Run {
        try run(URL(fileURLWithPath: "/usr/bin/env"), [name] + arguments, input: nil, in: folder)
    }

    private static func run(_ executable: URL, _ arguments: [String], input: String?, in folder: String?) throws -> Run
    {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder ?? packageRoot)
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        let stdin = Pipe()
        if input != nil { process.standardInput = stdin }
        try process.run()
        if let input {
            // Written from another thread, so a large input cannot block against a full output pipe.
            let writer = stdin.fileHandleForWriting
            let data = Data(input.utf8)
            DispatchQueue.global().async {
                writer.write(data)
                try? writer.close()
            }
        }
        // Read both pipes before waiting, so a large report cannot fill a pipe and block the tool.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, stdout: String(decoding: outputData, as: UTF8.self),
            stderr: String(decoding: errorData, as: UTF8.self))
    }

    /// Where the tests write: inside the package's build folder (ignored by git, removed with it), so
    /// a test run leaves nothing in the system's temporary directory.
    static let scratch = packageRoot + "/.build/test-scratch"

    /// Writes `text` to a new file in a folder of its own under `scratch` and returns its path.
    static func temporaryFile(_ text: String, name: String) throws -> String {
        let folder = URL(fileURLWithPath: scratch).appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file.path
    }
}

@Suite("Test hygiene")
struct TestHygieneTests {
    @Test("the tests' files go under .build/test-scratch, never into the system's temporary directory")
    func scratchFolder() throws {
        let path = try Tool.temporaryFile("x", name: "probe.txt")
        // Inside the package's build folder, wherever the package itself was cloned.
        #expect(path.hasPrefix(Tool.packageRoot + "/.build/test-scratch/"))
    }
}
