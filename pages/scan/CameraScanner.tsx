// The camera half of Scan & Go: a live preview (getUserMedia, rear camera) checked for EAN-13/UPC-A codes every
// 300 ms with the browser's BarcodeDetector. Each code read goes to `onCode`; the camera stops when this
// component goes away (closed, item found, or another page shown).
import { useEffect, useRef, useState } from 'react'
import { cameraErrorMessage, scanFormats, scanIntervalMs } from './barcode.ts'

interface DetectedBarcode {
  rawValue: string
}

interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>
}

type BarcodeDetectorClass = new (options?: { formats: string[] }) => BarcodeDetectorLike

/** Whether this browser can read barcodes at all. Call after hydration (the server has no window). */
export function canDetectBarcodes(): boolean {
  return 'BarcodeDetector' in window
}

export function CameraScanner({
  onCode,
  onClose,
  notice,
}: {
  /** A code was read; the page decides what it means. */
  onCode: (code: string) => void
  onClose: () => void
  /** A message about the last code read (not in this store), shown under the preview. */
  notice?: string | undefined
}) {
  const videoRef = useRef<HTMLVideoElement>(null)
  const onCodeRef = useRef(onCode)
  const [state, setState] = useState<'starting' | 'scanning' | { error: string }>('starting')

  useEffect(() => {
    onCodeRef.current = onCode
  }, [onCode])

  useEffect(() => {
    const video = videoRef.current
    let stream: MediaStream | undefined
    let timer: ReturnType<typeof setInterval> | undefined
    let stopped = false

    const start = async () => {
      const Detector = (window as unknown as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector
      if (!Detector || !navigator.mediaDevices?.getUserMedia || !video) {
        throw new DOMException('No camera', 'NotFoundError')
      }
      const detector = new Detector({ formats: [...scanFormats] })
      const media = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      if (stopped) {
        for (const track of media.getTracks()) track.stop()
        return
      }
      stream = media
      video.srcObject = media
      // Muted inline video may autoplay; if play() is refused the frames still arrive for detection.
      await video.play().catch(() => undefined)
      if (stopped) return
      setState('scanning')
      let busy = false
      timer = setInterval(() => {
        if (busy || stopped || video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) return
        busy = true
        detector
          .detect(video)
          .then((codes) => {
            const code = codes.find((c) => c.rawValue)?.rawValue
            if (code && !stopped) onCodeRef.current(code)
          })
          // A frame that cannot be read is skipped; the next one is tried.
          .catch(() => undefined)
          .finally(() => {
            busy = false
          })
      }, scanIntervalMs)
    }

    start().catch((error: unknown) => {
      if (!stopped) setState({ error: cameraErrorMessage(error) })
    })

    return () => {
      stopped = true
      clearInterval(timer)
      for (const track of stream?.getTracks() ?? []) track.stop()
      if (video) video.srcObject = null
    }
  }, [])

  const error = typeof state === 'object' ? state.error : undefined
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the scanner closes it, as its button does.
    <div
      className="camera-scanner"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose()
      }}
    >
      {error ? (
        <p className="notice error" role="alert">
          {error}
        </p>
      ) : (
        <>
          <video ref={videoRef} className="camera-preview" muted playsInline aria-label="Camera preview" />
          <p role="status" className="camera-status">
            {state === 'starting' ? 'Starting the camera…' : 'Hold the barcode inside the frame.'}
            {notice && <span className="camera-notice"> {notice}</span>}
          </p>
        </>
      )}
      <button type="button" className="button secondary" onClick={onClose}>
        Close camera
      </button>
    </div>
  )
}
