//! Unguessable keys and tokens: 128 random bits from the operating system, written as
//! 32 hex digits. Only their SHA-256 is stored, so a stolen database gives no key.

use rand::RngCore;
use sha2::{Digest, Sha256};

/// A new random key or token (128 bits, hex).
pub fn new_secret() -> String {
    let mut bytes = [0u8; 16];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    hex(&bytes)
}

/// A short random id for rooms and invites (64 bits, hex): unique, not secret.
pub fn new_id() -> String {
    let mut bytes = [0u8; 8];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    hex(&bytes)
}

/// What is stored of a secret.
pub fn hash(secret: &str) -> String {
    hex(&Sha256::digest(secret.as_bytes()))
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Whether `text` looks like a secret this server made (32 hex digits); anything
/// else is refused before any lookup.
pub fn well_formed(text: &str) -> bool {
    text.len() == 32 && text.bytes().all(|b| b.is_ascii_hexdigit())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_are_128_bits_of_hex_and_differ() {
        let a = new_secret();
        assert!(well_formed(&a));
        assert_ne!(a, new_secret());
        assert_eq!(hash(&a), hash(&a));
        assert_ne!(hash(&a), a);
        assert!(!well_formed("../../etc/passwd"));
    }
}
