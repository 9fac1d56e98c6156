import CCairo
import CRsvg
import Foundation
import LayoutCore

/// What an `IconLibrary` rasterises ahead: when an icon is asked for at a new size class (a hero's icon
/// growing or shrinking in flight), the next two classes the way its size went.
struct DrawingAhead {
    /// How many size classes ahead of an icon's size are rasterised.
    static let reach = 2
    /// Rasters waiting to be made, oldest first, at most `queueLimit`.
    var queue: [(file: IconFile, key: IconLibrary.RasterKey)] = []
    static let queueLimit = 4
    /// The rasters being made now: whoever needs one waits for it.
    var making: Set<IconLibrary.RasterKey> = []
    /// Whether the thread drawing ahead is at work.
    var isRunning = false
    /// The size class each icon (by path) was last asked for.
    var lastAsked: [String: IconLibrary.RasterKey] = [:]
    /// Rasters made when they were asked for, and made ahead.
    var madeOnDemand = 0, madeAhead = 0
    /// Whether rasters are made ahead at all.
    var isOn = false
}

extension IconLibrary {
    /// Whether a changing icon's next size classes are rasterised ahead on a thread of their own: for a
    /// window, whose frames come 1/60 s apart and would otherwise wait for them (off by default: frames drawn
    /// back to back, as headless renders draw them, gain nothing and pay for the classes a flight overshoots).
    public var drawsAhead: Bool {
        get {
            lock.lock()
            defer { lock.unlock() }
            return ahead.isOn
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            ahead.isOn = newValue
        }
    }

    /// How many rasters were made when a drawing asked for them, and how many ahead of it.
    public var rasterisations: (onDemand: Int, ahead: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (ahead.madeOnDemand, ahead.madeAhead)
    }

    /// Notes that `file` was asked for at `key` and, when that is a new size class for it, queues the next
    /// classes the way its size went (with the lock held). Sizes of exact pixels (up to `exactSizeLimit`)
    /// are cheap to rasterise and are not drawn ahead.
    func planAhead(_ file: IconFile, _ key: RasterKey) {
        guard ahead.isOn, let last = ahead.lastAsked.updateValue(key, forKey: key.name), last != key,
              let column = IconLibrary.sizeClasses.firstIndex(of: key.width), let row = IconLibrary.sizeClasses.firstIndex(of: key.height)
        else { return }
        let step = (key.width, key.height) > (last.width, last.height) ? 1 : -1
        for distance in 1...DrawingAhead.reach {
            let nextColumn = column + step * distance, nextRow = row + step * distance
            guard IconLibrary.sizeClasses.indices.contains(nextColumn), IconLibrary.sizeClasses.indices.contains(nextRow) else { break }
            let next = RasterKey(name: key.name, width: IconLibrary.sizeClasses[nextColumn], height: IconLibrary.sizeClasses[nextRow])
            // One made already is kept as if just used: it is about to be.
            if rasters[next] != nil { rasters[next]?.lastUse = useCounter }
            guard rasters[next] == nil, !ahead.making.contains(next), !ahead.queue.contains(where: { $0.key == next }) else { continue }
            ahead.queue.append((file, next))
        }
        if ahead.queue.count > DrawingAhead.queueLimit { ahead.queue.removeFirst(ahead.queue.count - DrawingAhead.queueLimit) }
        startDrawingAhead()
    }

    /// Queues the rasters of the named icons drawn at these sizes in device pixels (as `withRaster` would
    /// make them) for the thread drawing ahead, last first, when drawing ahead is on and the icons are loaded
    /// (their sizes were asked for): a window's first frame then finds the icons at its end made while it
    /// draws those at its start.
    public func drawAhead(_ icons: [(name: String, width: Int, height: Int)]) {
        lock.lock()
        defer { lock.unlock() }
        guard ahead.isOn else { return }
        for icon in icons.reversed() {
            let file = IconFile(asset: icon.name, in: directory)
            guard let key = IconLibrary.rasterKey(of: file, width: icon.width, height: icon.height), isLoadedAndUsable(file),
                  rasters[key] == nil, !ahead.making.contains(key), !ahead.queue.contains(where: { $0.key == key }) else { continue }
            ahead.queue.append((file, key))
        }
        startDrawingAhead()
    }

    /// Starts the thread drawing ahead when rasters wait and it is not running (with the lock held).
    private func startDrawingAhead() {
        guard !ahead.queue.isEmpty, !ahead.isRunning else { return }
        ahead.isRunning = true
        DispatchQueue.global(qos: .userInitiated).async { [self] in drawQueuedAhead() }
    }

    /// Makes the queued rasters one after another, outside the lock, until the queue is empty. One such
    /// thread runs at a time (`DrawingAhead.isRunning`), the only one to use `aheadHandles`.
    private func drawQueuedAhead() {
        lock.lock()
        while !ahead.queue.isEmpty {
            let (file, key) = ahead.queue.removeFirst()
            guard rasters[key] == nil else { continue }
            ahead.making.insert(key)
            lock.unlock()
            let drawn = aheadHandle(file).map { IconLibrary.draw($0, key, inPagesOfItsOwn: true) }
            lock.lock()
            ahead.making.remove(key)
            lock.broadcast()
            guard let drawn else { continue }
            useCounter += 1
            keep(drawn, as: key, of: file)
            ahead.madeAhead += 1
        }
        ahead.isRunning = false
        lock.broadcast()
        lock.unlock()
    }

    /// Waits until the rasters queued ahead are made.
    func finishDrawingAhead() {
        lock.lock()
        while ahead.isRunning { lock.wait() }
        lock.unlock()
    }

    /// The drawing-ahead thread's handle for `file`; nil when it cannot be loaded (the drawing thread reports
    /// why when it tries). It keeps only the last icon's: a flight draws one icon ahead, and a parsed
    /// document of every icon ever flown would stay in memory.
    private func aheadHandle(_ file: IconFile) -> OpaquePointer? {
        if let known = aheadHandles[file.path] { return known }
        for handle in aheadHandles.values { if let handle { g_object_unref(UnsafeMutableRawPointer(handle)) } }
        let handle = rsvg_handle_new_from_file(file.path, nil)
        aheadHandles = [file.path: handle]
        return handle
    }
}

extension CairoRenderer {
    /// Has the icon library draw ahead the rasters of the icons `list` shows inside its host, at the sizes
    /// drawing it will ask for (`IconLibrary.drawAhead`): for a window's first frame, while the window opens.
    package func drawIconsAhead(of list: DisplayList, host: LayoutHost) {
        let bounds = CGRect(x: 0, y: 0, width: Double(host.size.width * host.scale), height: Double(host.size.height * host.scale))
        var wanted: [(name: String, width: Int, height: Int)] = []
        for case .image(let name, let frame) in list.items where !name.isEmpty {
            let pixels = ItemDrawer.snapped(frame, scale: Double(host.scale))
            guard pixels.intersects(bounds), pixels.width.isFinite, pixels.height.isFinite else { continue }
            wanted.append((name, Int(pixels.width), Int(pixels.height)))
        }
        icons.drawAhead(wanted)
    }
}
