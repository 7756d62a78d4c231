//! Where gaslamp keeps its files: the data directory (saved games, and the server's
//! database), `$GASLAMP_DATA_DIR`, else `$XDG_DATA_HOME/gaslamp`, else
//! `~/.local/share/gaslamp`, else `./gaslamp-data`.

use std::path::PathBuf;

/// The data directory (not created here).
pub fn data_dir() -> PathBuf {
    let env = |k: &str| {
        std::env::var_os(k)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
    };
    if let Some(d) = env("GASLAMP_DATA_DIR") {
        return d;
    }
    if let Some(d) = env("XDG_DATA_HOME") {
        return d.join("gaslamp");
    }
    if let Some(h) = env("HOME") {
        return h.join(".local").join("share").join("gaslamp");
    }
    PathBuf::from("gaslamp-data")
}

/// A new save file for a game at the terminal: `DATA/saves/GAME-SECONDS.json` (the
/// directory is created). The name holds the time, never the seed.
pub fn new_save_path(game: &str) -> std::io::Result<PathBuf> {
    let dir = data_dir().join("saves");
    std::fs::create_dir_all(&dir)?;
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    let mut path = dir.join(format!("{game}-{secs}.json"));
    let mut n = 1;
    while path.exists() {
        path = dir.join(format!("{game}-{secs}-{n}.json"));
        n += 1;
    }
    Ok(path)
}
