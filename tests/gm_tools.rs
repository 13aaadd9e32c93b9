//! The GM's morning tools, `engarde status`, `backup`, `restore` and `export`, as a shell
//! runs them: on a store no daemon holds, and while the daemon runs (it answers them through
//! its socket; before, every command refused with "in use by another process").

mod game_fixture;

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

const BIN: &str = env!("CARGO_BIN_EXE_engarde");

/// A game of the embedded default configuration in a temporary folder, created; the
/// fixture's letters from Rodney and Pierre delivered to its inbox.
fn game() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("engarde.toml");
    std::fs::write(&config, game_fixture::config_text()).unwrap();
    let made = engarde(&["new-game", "--config"], &config);
    assert!(made.status.success(), "{made:?}");
    let inbox = engarde::mail::maildir::Maildir::open(dir.path().join("inbox")).unwrap();
    for (name, raw) in game_fixture::LETTERS.iter().take(2) {
        assert!(name.contains("rodney") || name.contains("pierre"), "{name}");
        inbox.deliver(raw).unwrap();
    }
    (dir, config)
}

fn engarde(args: &[&str], config: &Path) -> Output {
    Command::new(BIN)
        .args(args)
        .arg(config)
        .env("NO_COLOR", "1")
        .output()
        .unwrap()
}

fn stdout(out: &Output) -> String {
    assert!(out.status.success(), "{out:?}");
    String::from_utf8(out.stdout.clone()).unwrap()
}

/// The daemon, once it has filed the two letters.
fn daemon(dir: &Path, config: &Path) -> Child {
    let log_path = dir.join("daemon.log");
    let child = Command::new(BIN)
        .args(["run", "--config"])
        .arg(config)
        .env("NO_COLOR", "1")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(std::fs::File::create(&log_path).unwrap())
        .spawn()
        .unwrap();
    let started = Instant::now();
    while std::fs::read_to_string(&log_path)
        .unwrap_or_default()
        .matches("letter filed")
        .count()
        < 2
    {
        assert!(started.elapsed() < Duration::from_secs(60), "never filed");
        std::thread::sleep(Duration::from_millis(20));
    }
    child
}

fn stop(mut child: Child) {
    Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(child.wait().unwrap().success());
}

#[test]
fn status_backup_and_export_while_the_daemon_runs_and_after() {
    let (dir, config) = game();
    let running = daemon(dir.path(), &config);

    // Status: the turn, the deadline, who has written.
    let status = stdout(&engarde(&["status", "--config"], &config));
    assert!(
        status.contains("La Gazette de Paris: turn 1 (August 1626)"),
        "{status}"
    );
    assert!(status.contains("Deadline 2026-12-15 18:00 UTC"), "{status}");
    assert!(status.contains("Orders: 2 of 6 players"), "{status}");
    assert!(
        status.contains("orders       Rodney Bergerac <rodney@players.example>"),
        "{status}"
    );
    assert!(
        status.contains("none         Gaston Lafleur <gaston@players.example>"),
        "{status}"
    );
    let json: serde_json::Value = serde_json::from_str(&stdout(&engarde(
        &["status", "--json", "--config"],
        &config,
    )))
    .unwrap();
    assert_eq!(json["turn"], 1);
    assert_eq!(json["players"].as_array().unwrap().len(), 6);

    // Export: the game, its orders, no passwords.
    let export = stdout(&engarde(&["export", "--config"], &config));
    let v: serde_json::Value = serde_json::from_str(&export).unwrap();
    assert_eq!(v["game"]["name"], "La Gazette de Paris");
    assert_eq!(v["orders"]["1"].as_object().unwrap().len(), 2, "{export}");
    assert!(
        v["worlds"]["1"]["characters"].is_object() || v["worlds"]["1"]["characters"].is_array()
    );
    assert!(!export.contains("password"), "the export leaks passwords");

    // Backup, while the daemon runs.
    let backup = dir.path().join("game.backup");
    let made = engarde(
        &["backup", "--config", &config.display().to_string()],
        &backup,
    );
    let said = stdout(&made);
    assert!(
        said.contains("Backup of La Gazette de Paris, turn 1"),
        "{said}"
    );
    assert!(said.contains("checked"), "{said}");
    stop(running);
    assert!(
        !dir.path().join("engarde.sled/engarde.sock").exists(),
        "socket left behind"
    );

    // Without the daemon, the same answer from the store itself.
    let alone = stdout(&engarde(&["status", "--config"], &config));
    assert_eq!(alone.lines().next(), status.lines().next());
    assert!(alone.contains("Orders: 2 of 6 players"), "{alone}");

    // Restore into a new store path: the same game, the same orders.
    let restored = dir.path().join("restored.toml");
    let text = std::fs::read_to_string(&config)
        .unwrap()
        .replace("\"engarde.sled\"", "\"restored.sled\"");
    assert_ne!(
        text,
        std::fs::read_to_string(&config).unwrap(),
        "store path not moved"
    );
    std::fs::write(&restored, text).unwrap();
    let out = engarde(
        &["restore", "--config", &restored.display().to_string()],
        &backup,
    );
    assert!(stdout(&out).contains("Restored La Gazette de Paris at turn 1"));
    let again = stdout(&engarde(&["status", "--config"], &restored));
    assert!(again.contains("Orders: 2 of 6 players"), "{again}");
    let export_again = stdout(&engarde(&["export", "--config"], &restored));
    assert_eq!(export_again, export, "the restored game differs");

    // A restore never mixes two games.
    let twice = engarde(
        &["restore", "--config", &restored.display().to_string()],
        &backup,
    );
    assert!(!twice.status.success());
    assert!(String::from_utf8_lossy(&twice.stderr).contains("already holds a game"));

    // A backup cut short is refused.
    let text = std::fs::read_to_string(&backup).unwrap();
    let cut = dir.path().join("cut.backup");
    std::fs::write(&cut, &text[..text.len() / 2]).unwrap();
    let fresh = dir.path().join("fresh.toml");
    std::fs::write(
        &fresh,
        std::fs::read_to_string(&restored)
            .unwrap()
            .replace("restored.sled", "fresh.sled"),
    )
    .unwrap();
    let refused = engarde(&["restore", "--config", &fresh.display().to_string()], &cut);
    assert!(!refused.status.success());
}
