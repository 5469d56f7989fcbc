//! Reading a pairing QR code with the device's camera, where the browser can decode QR codes
//! itself (`BarcodeDetector`). Elsewhere the button is not shown and the player pastes the link.

use js_sys::{Array, Object, Promise, Reflect};
use leptos::html;
use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;
use web_sys::{MediaStream, MediaStreamConstraints, MediaStreamTrack};

#[wasm_bindgen]
extern "C" {
    /// The Shape Detection API's QR reader; web-sys has no binding for it.
    type BarcodeDetector;

    #[wasm_bindgen(constructor, catch)]
    fn new(options: &JsValue) -> Result<BarcodeDetector, JsValue>;

    #[wasm_bindgen(method)]
    fn detect(this: &BarcodeDetector, source: &JsValue) -> Promise;
}

/// How often a camera frame is looked at for a code.
const FRAME_MS: i32 = 250;
const NO_CAMERA: &str = "The camera could not be opened — paste the link instead.";

/// Whether this browser can read a QR code from the camera.
pub fn can_scan() -> bool {
    let Some(window) = web_sys::window() else {
        return false;
    };
    Reflect::has(&window, &"BarcodeDetector".into()).unwrap_or(false)
        && Reflect::get(&window.navigator(), &"mediaDevices".into())
            .is_ok_and(|devices| !devices.is_undefined() && !devices.is_null())
}

/// "Scan a code": opens the back camera in a small panel and hands the first QR code's text
/// to `on_code`, then turns the camera off. Renders nothing where the browser cannot scan.
#[component]
pub fn ScanButton(on_code: Callback<String>) -> impl IntoView {
    let open = RwSignal::new(false);
    let problem = RwSignal::new(None::<String>);
    // Bumped on every start and stop: a scan that finds it changed stops looking.
    let generation = RwSignal::new(0_u32);
    let stream = StoredValue::new_local(None::<MediaStream>);
    let video = NodeRef::<html::Video>::new();

    let stop = move || {
        // Also runs as the component goes away, when the signals may be gone already.
        generation.try_update(|g| *g += 1);
        open.try_set(false);
        if let Some(stream) = stream.try_update_value(Option::take).flatten() {
            stop_tracks(&stream);
        }
        if let Some(video) = video.get_untracked() {
            video.set_src_object(None);
        }
    };
    let start = move |_| {
        stop();
        problem.set(None);
        open.set(true);
        let this_scan = generation.get_untracked();
        spawn_local(async move {
            let outcome = scan(video, stream, move || {
                generation.get_untracked() == this_scan
            })
            .await;
            if generation.get_untracked() != this_scan {
                return;
            }
            stop();
            match outcome {
                Ok(text) => on_code.run(text),
                Err("") => {}
                Err(words) => problem.set(Some(words.to_owned())),
            }
        });
    };
    on_cleanup(stop);

    can_scan().then(|| {
        view! {
            <div class="scan" data-scanning=move || open.get().to_string()>
                <button type="button" class="btn" data-testid="scan-code" on:click=start>
                    "Scan a code"
                </button>
                <Show when=move || open.get()>
                    <div class="scan-panel" role="group" aria-label="Camera">
                        <video
                            node_ref=video
                            class="scan-video"
                            style="display:block;width:16rem;max-width:100%;aspect-ratio:4/3;object-fit:cover;background:#111"
                            autoplay=true
                            muted=true
                            playsinline=true
                        ></video>
                        <p>"Point the camera at the QR code on the other device."</p>
                        <button type="button" class="btn ghost" on:click=move |_| stop()>
                            "Cancel"
                        </button>
                    </div>
                </Show>
                {move || problem.get().map(|words| view! { <p class="scan-problem" role="alert">{words}</p> })}
            </div>
        }
    })
}

/// Opens the back camera into `video` and looks at frames until a QR code is found or
/// `current` says this scan was cancelled (`Err("")` then, which nobody shows).
async fn scan(
    video: NodeRef<html::Video>,
    stream: StoredValue<Option<MediaStream>, LocalStorage>,
    current: impl Fn() -> bool,
) -> Result<String, &'static str> {
    let camera = open_camera().await.ok_or(NO_CAMERA)?;
    if !current() {
        stop_tracks(&camera);
        return Err("");
    }
    let element = video.get_untracked();
    if let Some(element) = &element {
        element.set_src_object(Some(&camera));
    }
    // Kept (not cloned: `MediaStream::clone` is the JS method that copies the tracks) so that
    // stopping the scan turns this camera off.
    stream.set_value(Some(camera));
    let element = element.ok_or("")?;
    if let Ok(playing) = element.play() {
        JsFuture::from(playing).await.map_err(|_| NO_CAMERA)?;
    }
    let detector = qr_detector().ok_or(NO_CAMERA)?;
    while current() {
        if let Some(text) = first_code(&detector, &element).await {
            return Ok(text);
        }
        pause(FRAME_MS).await;
    }
    Err("")
}

/// The back camera (any camera where there is no back one), without sound.
async fn open_camera() -> Option<MediaStream> {
    let devices = web_sys::window()?.navigator().media_devices().ok()?;
    let facing = Object::new();
    Reflect::set(&facing, &"facingMode".into(), &"environment".into()).ok()?;
    let constraints = MediaStreamConstraints::new();
    constraints.set_video(&facing);
    constraints.set_audio(&false.into());
    let asked = devices.get_user_media_with_constraints(&constraints).ok()?;
    JsFuture::from(asked).await.ok()?.dyn_into().ok()
}

fn qr_detector() -> Option<BarcodeDetector> {
    let options = Object::new();
    let formats = Array::of1(&"qr_code".into());
    Reflect::set(&options, &"formats".into(), &formats).ok()?;
    BarcodeDetector::new(&options).ok()
}

/// The text of the first QR code in the video's current frame, if any. A frame the
/// detector cannot read yet (the video still starting) is no code.
async fn first_code(
    detector: &BarcodeDetector,
    video: &web_sys::HtmlVideoElement,
) -> Option<String> {
    let found = JsFuture::from(detector.detect(video)).await.ok()?;
    Array::from(&found)
        .iter()
        .find_map(|code| Reflect::get(&code, &"rawValue".into()).ok()?.as_string())
        .filter(|text| !text.is_empty())
}

fn stop_tracks(stream: &MediaStream) {
    for track in stream.get_tracks().iter() {
        if let Ok(track) = track.dyn_into::<MediaStreamTrack>() {
            track.stop();
        }
    }
}

async fn pause(ms: i32) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let timer = Promise::new(&mut |resolve, _| {
        if window
            .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms)
            .is_err()
        {
            resolve.call0(&JsValue::NULL).map(drop).unwrap_or_default();
        }
    });
    JsFuture::from(timer).await.map(drop).unwrap_or_default();
}
