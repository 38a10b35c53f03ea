// docs/recording.md's recording example ("Recording a session on a device"), kept verbatim: a
// test compares the doc with this file. It needs UIKit, so it is compiled only on iOS.
#if canImport(UIKit) && os(iOS)
import GestureModel
import UIKit

@MainActor
final class BackSwipeController: NSObject {
    let interactor = UIPercentDrivenInteractiveTransition()
    #if DEBUG
    var recorder: UIKitTraceRecorder?
    #endif

    func install(in window: UIWindow, on view: UIView) {
        let edge = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(handle(_:)))
        edge.edges = .left
        view.addGestureRecognizer(edge)
        #if DEBUG
        let recorder = UIKitTraceRecorder(window: window, name: "back-swipe", view: view)
        recorder.observe(edge)  // an extra target: logs what UIKit reported to the handler
        recorder.start()
        self.recorder = recorder
        #endif
    }

    @objc func handle(_ edge: UIScreenEdgePanGestureRecognizer) {
        let progress = edge.translation(in: edge.view).x / (edge.view?.bounds.width ?? 1)
        switch edge.state {
        case .changed:
            interactor.update(progress)
            #if DEBUG
            recorder?.transitionCall(.update, percentComplete: progress)
            #endif
        case .ended, .cancelled:
            let finishes = progress > 0.5 && edge.state == .ended
            finishes ? interactor.finish() : interactor.cancel()
            #if DEBUG
            recorder?.transitionCall(
                finishes ? .finish : .cancel, percentComplete: interactor.percentComplete,
                completionSpeed: interactor.completionSpeed, duration: interactor.duration)
            #endif
        default:
            break
        }
    }

    /// After a take: say what you meant, and keep it.
    func keepTake(meant label: TraceLabel, in folder: URL) throws {
        #if DEBUG
        recorder?.label(label)
        try recorder?.append(toCorpus: folder.appendingPathComponent("back-swipes.jsonl"))
        #endif
    }
}
#endif
