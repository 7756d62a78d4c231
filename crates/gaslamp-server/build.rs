//! Rebuilds the server when a file of the browser client (`web/`, embedded by
//! `src/web.rs`) is added, removed or changed.

fn main() {
    watch(std::path::Path::new("../../web"));
}

fn watch(dir: &std::path::Path) {
    println!("cargo:rerun-if-changed={}", dir.display());
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let path = e.path();
        let name = e.file_name();
        if name == "node_modules" || name == "test-output" {
            continue;
        }
        if path.is_dir() {
            watch(&path);
        } else {
            println!("cargo:rerun-if-changed={}", path.display());
        }
    }
}
