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

/// `engarde check FILE`: its exit code and what it said on stderr.
fn check(file: &std::path::Path) -> (Option<i32>, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_engarde"))
        .arg("check")
        .arg(file)
        .output()
        .expect("engarde runs");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// `engarde check` applies the daemon's size limit (1 MiB by default) and reads no further:
/// a 50 MB mail is refused at once, with a clear reason, not parsed for seconds.
#[test]
fn check_refuses_a_letter_over_the_size_limit() {
    let dir = tempfile::tempdir().expect("temp dir");
    let letter = dir.path().join("huge.eml");
    let mut text = String::from("Character: Rodney\nWeek 1: rest\n");
    text.push_str(&"Week 2: practise the rapier\n".repeat(40_000)); // about 1.1 MB
    std::fs::write(&letter, &text).expect("written");
    let (code, stderr) = check(&letter);
    assert_eq!(code, Some(1), "{stderr}");
    assert!(stderr.contains("larger than 1048576 bytes"), "{stderr}");
    // Under the limit it is read as ever.
    std::fs::write(&letter, &text[..900_000]).expect("written");
    let (_, stderr) = check(&letter);
    assert!(!stderr.contains("larger than"), "{stderr}");
}

/// The demo's log on stderr, `engarde [--log-format json] demo` into a file (at the info
/// level: by default the demo logs only what went wrong, its story is on stdout).
fn demo_log(args: &[&str]) -> String {
    let dir = tempfile::tempdir().expect("temp dir");
    let out = Command::new(env!("CARGO_BIN_EXE_engarde"))
        .args(args)
        .arg("demo")
        .arg("--out")
        .arg(dir.path())
        .env_remove("NO_COLOR")
        .env("RUST_LOG", "engarde=info")
        .output()
        .expect("engarde runs");
    assert!(out.status.success(), "{out:?}");
    String::from_utf8(out.stderr).expect("the log is UTF-8")
}

/// A log written to a file or a pipe is plain text: no ANSI colour codes, even without
/// NO_COLOR (journald, `2> log`, CI). And a log collector gets one JSON object a line.
#[test]
fn the_log_is_plain_text_or_json_off_a_terminal() {
    let text = demo_log(&[]);
    assert!(text.contains("letter filed"), "{text}");
    assert!(
        !text.contains('\u{1b}'),
        "ANSI codes in a piped log: {text}"
    );

    let json = demo_log(&["--log-format", "json"]);
    let lines: Vec<&str> = json.lines().collect();
    assert!(!lines.is_empty());
    for line in lines {
        let v: serde_json::Value = serde_json::from_str(line).expect("each line is JSON");
        assert!(
            v["level"].is_string() && v["fields"]["message"].is_string(),
            "{line}"
        );
    }
}
