//! The command line as a shell uses it.

use std::io::Read;
use std::process::{Command, Stdio};

/// `engarde check letter | head -1`: the reader goes away after one line; the check ends
/// without a panic ("failed printing to stdout: Broken pipe") and with its usual status.
#[test]
fn check_into_a_closed_pipe_ends_quietly() {
    // A letter whose reading is far larger than a pipe holds (64 KiB), so that the write
    // meets the closed pipe whenever the reader goes.
    let dir = std::env::temp_dir().join(format!("engarde-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let letter = dir.join("letter.txt");
    let mut text = String::from("Character: Rodney\n");
    for n in 0..3000 {
        text.push_str(&format!("Week 1: frobnicate the {n} wombats\n"));
    }
    std::fs::write(&letter, text).expect("written");
    let mut child = Command::new(env!("CARGO_BIN_EXE_engarde"))
        .arg("check")
        .arg("--json")
        .arg(&letter)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("engarde runs");
    // Read nothing: close the pipe at once, as `head` does once it has its line.
    drop(child.stdout.take());
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .expect("stderr")
        .read_to_string(&mut stderr)
        .expect("readable");
    let status = child.wait().expect("ends");
    std::fs::remove_dir_all(&dir).ok();
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(matches!(status.code(), Some(0 | 1)), "{status:?}: {stderr}");
}
