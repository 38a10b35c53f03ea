/// A resting sweep's counts at one grid point: how many traces meant to rest at each place came
/// to rest at each place. Places are the sweep's (`SweepResult.places`), in order along the axis;
/// one more row holds the traces with no `rest`, one more column those that never released.
public struct PlaceConfusion: Sendable, Hashable {
    public let placeCount: Int
    /// Row-major: `(placeCount + 1)²` cells.
    public private(set) var cells: [Int]

    public init(placeCount: Int) {
        self.placeCount = placeCount
        cells = [Int](repeating: 0, count: (placeCount + 1) * (placeCount + 1))
    }

    /// Nil when `cells` is not `(placeCount + 1)²` counts.
    public init?(placeCount: Int, cells: [Int]) {
        guard placeCount >= 0, cells.count == (placeCount + 1) * (placeCount + 1) else { return nil }
        self.placeCount = placeCount
        self.cells = cells
    }

    /// Traces meant for place `meant` (nil: unlabelled) that rested at `rested` (nil: no release).
    public subscript(meant meant: Int?, rested rested: Int?) -> Int {
        cells[(meant ?? placeCount) * (placeCount + 1) + (rested ?? placeCount)]
    }

    /// Traces that rested where they were meant to.
    public var asMeant: Int { (0..<placeCount).reduce(0) { $0 + self[meant: $1, rested: $1] } }

    /// Traces with a `rest`.
    public var labelled: Int { cells[0..<(placeCount * (placeCount + 1))].reduce(0, +) }

    public var unlabelled: Int { cells[(placeCount * (placeCount + 1))...].reduce(0, +) }

    /// Traces that never released.
    public var noRelease: Int {
        (0...placeCount).reduce(0) { $0 + self[meant: $1 == placeCount ? nil : $1, rested: nil] }
    }

    /// Labelled traces that rested more than one place from where they were meant: a flick that
    /// skipped a detent or a page (the worse miss, as an unwanted finish is among transitions).
    public var skipped: Int {
        var total = 0
        for meant in 0..<placeCount {
            for rested in 0..<placeCount where abs(rested - meant) > 1 { total += self[meant: meant, rested: rested] }
        }
        return total
    }

    /// Traces that rested at `place`.
    public func rested(at place: Int?) -> Int {
        (0...placeCount).reduce(0) { $0 + self[meant: $1 == placeCount ? nil : $1, rested: place] }
    }

    /// Adds `count` to one cell, by its row-major index.
    mutating func add(_ count: Int, atCell cell: Int) { cells[cell] += count }

    mutating func add(_ other: PlaceConfusion) {
        for index in cells.indices where index < other.cells.count { cells[index] += other.cells[index] }
    }

    mutating func remove(_ other: PlaceConfusion) {
        for index in cells.indices where index < other.cells.count { cells[index] -= other.cells[index] }
    }
}
