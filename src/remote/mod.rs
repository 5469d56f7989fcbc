//! Playing on separate devices with no server: pairing codes carried by link or QR code, and
//! the WebRTC data channel they set up between the host's browser and a guest's.

pub mod code;
pub mod qr;
pub mod rtc;
pub mod scan;
