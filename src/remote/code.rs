//! Pairing codes: a value carried in a link's fragment or a QR code between two devices.
//!
//! The format is JSON, then raw DEFLATE (no zlib header), then base64url without padding.
//! It is deliberately plain so a browser can read it with no Rust at all:
//! base64url-decode, then `new DecompressionStream('deflate-raw')`, then `JSON.parse`
//! (the browser tests' hostile guest does exactly that).
//!
//! A code arrives from another person's device, so decoding is bounded: a code longer than
//! [`MAX_CODE_CHARS`] is refused before any work, and inflating stops at [`MAX_JSON_BYTES`]
//! (a tiny DEFLATE bomb cannot make the page allocate megabytes).

use std::fmt;

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::{DecodeError, Engine};
use miniz_oxide::deflate::{compress_to_vec, CompressionLevel};
use miniz_oxide::inflate::{decompress_to_vec_with_limit, TINFLStatus};
use serde::de::DeserializeOwned;
use serde::Serialize;

/// The longest code accepted, in characters (a complete offer is well under a tenth of it).
pub const MAX_CODE_CHARS: usize = 12_000;
/// The most JSON a code may inflate to.
pub const MAX_JSON_BYTES: usize = 64 * 1024;

/// Why a pasted or scanned code cannot be read, in words for the player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CodeError {
    /// Nothing was pasted.
    Empty,
    /// The code stops part-way: a link cut short when copied.
    Incomplete,
    /// The code or what it holds is larger than any pairing code.
    TooLong,
    /// Not base64url, not DEFLATE, or not the JSON expected here.
    NotACode,
}

impl fmt::Display for CodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            CodeError::Empty => "There is no code here — paste the whole link.",
            CodeError::Incomplete => "This code is not complete — copy the whole link again.",
            CodeError::TooLong => "This code is too long to be a Q Branch pairing code.",
            CodeError::NotACode => "This code is not a Q Branch pairing code.",
        })
    }
}

impl std::error::Error for CodeError {}

/// The code for `value`: compact JSON, raw DEFLATE at the best level, base64url unpadded.
pub fn encode<T: Serialize>(value: &T) -> String {
    let json = serde_json::to_vec(value).expect("pairing values serialise to JSON");
    let packed = compress_to_vec(&json, CompressionLevel::BestCompression as u8);
    URL_SAFE_NO_PAD.encode(packed)
}

/// The value in `code`. Whitespace inside the code (a link wrapped by a messaging app) is
/// ignored. Never panics, whatever the input.
pub fn decode<T: DeserializeOwned>(code: &str) -> Result<T, CodeError> {
    if code.len() > MAX_CODE_CHARS {
        return Err(CodeError::TooLong);
    }
    let compact: String = code.chars().filter(|c| !c.is_whitespace()).collect();
    if compact.is_empty() {
        return Err(CodeError::Empty);
    }
    let packed = URL_SAFE_NO_PAD.decode(compact).map_err(base64_error)?;
    let json = decompress_to_vec_with_limit(&packed, MAX_JSON_BYTES)
        .map_err(|e| inflate_error(e.status))?;
    serde_json::from_slice(&json).map_err(|e| match e.classify() {
        serde_json::error::Category::Eof => CodeError::Incomplete,
        _ => CodeError::NotACode,
    })
}

/// A base64 error: a code cut short leaves a length or last symbol that cannot end one.
fn base64_error(error: DecodeError) -> CodeError {
    match error {
        DecodeError::InvalidLength(_) | DecodeError::InvalidLastSymbol(..) => CodeError::Incomplete,
        DecodeError::InvalidByte(..) | DecodeError::InvalidPadding => CodeError::NotACode,
    }
}

/// An inflate error: running out of input is a code cut short; hitting the limit is too much.
fn inflate_error(status: TINFLStatus) -> CodeError {
    match status {
        TINFLStatus::FailedCannotMakeProgress | TINFLStatus::NeedsMoreInput => {
            CodeError::Incomplete
        }
        TINFLStatus::HasMoreOutput => CodeError::TooLong,
        _ => CodeError::NotACode,
    }
}

/// The code in what a player pasted: a whole link (`…#/join/<code>`, `…#/answer/<code>`) gives
/// the last part of its fragment; anything else is taken as a bare code. Surrounding
/// whitespace is dropped.
pub fn pasted_code(pasted: &str) -> &str {
    let pasted = pasted.trim();
    match pasted.split_once('#') {
        Some((_, fragment)) => fragment
            .rsplit('/')
            .next()
            .unwrap_or(fragment)
            .split(['?', '&'])
            .next()
            .unwrap_or_default()
            .trim(),
        None => pasted,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    #[derive(Serialize, Deserialize, Debug, PartialEq)]
    struct Offer {
        v: u32,
        table: String,
        seat: u8,
        sdp: String,
    }

    /// A complete offer from headless Chromium: one data channel, two mDNS host candidates.
    fn offer() -> Offer {
        Offer {
            v: 1,
            table: "Race at Tom's".into(),
            seat: 1,
            sdp: include_str!("chromium-offer.sdp").into(),
        }
    }

    #[test]
    fn a_value_comes_back_from_its_code() {
        let offer = offer();
        let code = encode(&offer);
        assert_eq!(decode::<Offer>(&code), Ok(offer));
    }

    #[test]
    fn a_complete_offer_packs_into_a_short_code() {
        let offer = offer();
        let json = serde_json::to_string(&offer).unwrap();
        let code = encode(&offer);
        println!(
            "offer JSON {} bytes -> code {} characters",
            json.len(),
            code.len()
        );
        assert!(
            (760..=820).contains(&json.len()),
            "{} bytes of JSON",
            json.len()
        );
        assert!(code.len() < 800, "code of {} characters", code.len());
        assert!(code
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'));
    }

    #[test]
    fn a_code_cut_short_says_so() {
        let code = encode(&offer());
        for cut in [1, 2, 3, code.len() / 2, code.len() - 5] {
            assert_eq!(
                decode::<Offer>(&code[..code.len() - cut]),
                Err(CodeError::Incomplete),
                "cut {cut} characters"
            );
        }
    }

    #[test]
    fn garbage_is_not_a_code() {
        for text in [
            "hello world!",
            "*&^%$",
            "AAAA",
            "____",
            "https://example.com/",
        ] {
            assert!(decode::<Offer>(text).is_err(), "{text:?} decoded");
        }
        assert_eq!(decode::<Offer>("not a code!"), Err(CodeError::NotACode));
        assert_eq!(decode::<Offer>("   "), Err(CodeError::Empty));
        // Valid DEFLATE of JSON that is not an offer.
        assert_eq!(
            decode::<Offer>(&encode(&[1, 2, 3])),
            Err(CodeError::NotACode)
        );
    }

    #[test]
    fn a_deflate_bomb_is_refused_without_inflating_it() {
        // Six megabytes of JSON in a code short enough to be accepted.
        let bomb = encode(&"0".repeat(6 * 1024 * 1024));
        assert!(
            bomb.len() <= MAX_CODE_CHARS,
            "bomb of {} characters",
            bomb.len()
        );
        assert_eq!(decode::<String>(&bomb), Err(CodeError::TooLong));
        let long = "A".repeat(MAX_CODE_CHARS + 1);
        assert_eq!(decode::<String>(&long), Err(CodeError::TooLong));
    }

    #[test]
    fn random_bytes_never_panic() {
        let mut state = 0x2545_f491_4f6c_dd1d_u64;
        for len in 0..400 {
            let bytes: Vec<u8> = (0..len)
                .map(|_| {
                    state ^= state << 13;
                    state ^= state >> 7;
                    state ^= state << 17;
                    state as u8
                })
                .collect();
            let code = URL_SAFE_NO_PAD.encode(&bytes);
            assert!(decode::<Offer>(&code).is_err());
        }
    }

    #[test]
    fn a_code_is_taken_out_of_a_pasted_link() {
        let code = encode(&offer());
        let link = format!("https://example.org/qbranch/#/join/{code}");
        assert_eq!(pasted_code(&format!("  {link}\n")), code);
        assert_eq!(
            pasted_code(&format!("http://127.0.0.1:8080/#/answer/{code}")),
            code
        );
        assert_eq!(pasted_code(&format!("\t{code} ")), code);
        assert_eq!(decode::<Offer>(pasted_code(&link)), Ok(offer()));
    }

    #[test]
    fn a_link_wrapped_across_lines_still_decodes() {
        let code = encode(&offer());
        let wrapped = format!("{}\n{}", &code[..40], &code[40..]);
        assert_eq!(decode::<Offer>(&wrapped), Ok(offer()));
    }
}
