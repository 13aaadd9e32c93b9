//! The daemon stops cleanly on SIGTERM from its very first round: the signal is listened for
//! before the round begins, the poll stops between two letters (the rest wait for the next
//! start), and "engarde stopped" is logged. It used to die by the signal when it came during
//! the first round, and to finish a whole backlog before stopping in later ones.

mod game_fixture;

use engarde::mail::maildir::Maildir;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

#[test]
fn sigterm_during_the_first_round_stops_the_daemon_cleanly() {
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("engarde.toml");
    std::fs::write(&config, game_fixture::config_text()).unwrap();
    let bin = env!("CARGO_BIN_EXE_engarde");
    let made = Command::new(bin)
        .args(["new-game", "--config"])
        .arg(&config)
        .output()
        .unwrap();
    assert!(made.status.success(), "{made:?}");
    // A backlog long enough that the first round is still filing when the signal comes.
    let inbox = Maildir::open(dir.path().join("inbox")).unwrap();
    let letters = 300;
    for n in 0..letters {
        let (_, raw) = game_fixture::LETTERS[n % game_fixture::LETTERS.len()];
        let raw = String::from_utf8_lossy(raw).replacen(
            "Message-ID: <",
            &format!("Message-ID: <backlog-{n}-"),
            1,
        );
        inbox.deliver(raw.as_bytes()).unwrap();
    }
    let log = std::fs::File::create(dir.path().join("daemon.log")).unwrap();
    let mut child = Command::new(bin)
        .args(["run", "--config"])
        .arg(&config)
        .env("RUST_LOG", "engarde=info")
        .env("NO_COLOR", "1")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(log)
        .spawn()
        .unwrap();
    // The signal is sent once the daemon says it runs (its handler is set before that): a
    // fixed wait lost the race on a loaded machine, and the signal's default killed it.
    let log_path = dir.path().join("daemon.log");
    let started = Instant::now();
    while !std::fs::read_to_string(&log_path)
        .unwrap_or_default()
        .contains("engarde running")
    {
        assert!(started.elapsed() < Duration::from_secs(60), "never started");
        std::thread::sleep(Duration::from_millis(10));
    }
    let pending_then = inbox.pending().unwrap().len();
    Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    let start = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break s;
        }
        assert!(start.elapsed() < Duration::from_secs(60), "still running");
        std::thread::sleep(Duration::from_millis(50));
    };
    let log = std::fs::read_to_string(dir.path().join("daemon.log")).unwrap();
    assert!(
        pending_then > 0,
        "the first round was over before the signal: the test proves nothing"
    );
    assert!(status.success(), "{status:?}\n{log}");
    assert!(log.contains("engarde stopped"), "{log}");
    // It stopped between two letters, not after the whole backlog; and nothing is lost:
    // every letter is either filed or still waiting for the next start.
    let waiting = inbox.pending().unwrap().len();
    let filed = log.matches("letter filed").count();
    assert!(waiting > 0, "the whole backlog was filed before stopping");
    assert_eq!(waiting + filed, letters, "{log}");
}
