//! Helpers for the end-to-end tests: the mail stack (deploy/mailstack), a game configured
//! against it, the real `engarde` binary as a child process, SMTP in and IMAP out.
#![allow(dead_code)]

#[path = "../game_fixture/mod.rs"]
pub mod game_fixture;

use futures_util::TryStreamExt;
use lettre::address::Envelope;
use lettre::{AsyncSmtpTransport, AsyncTransport, Tokio1Executor};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

pub const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// A running Postfix + Dovecot.
pub struct Stack {
    pub dir: PathBuf,
    pub smtp: u16,
    pub imap: u16,
}

impl Drop for Stack {
    fn drop(&mut self) {
        let _ = self.run("stop");
    }
}

impl Stack {
    /// Starts a fresh stack, or returns None (with the reason printed) when it cannot start
    /// outside CI. In CI, not starting is a failure.
    pub fn start(name: &str) -> Option<Stack> {
        let dir = std::env::temp_dir().join(format!("engarde-e2e-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let out = Command::new(format!("{ROOT}/deploy/mailstack"))
            .arg("start")
            .arg(&dir)
            .stdin(Stdio::null())
            .output()
            .unwrap();
        if !out.status.success() {
            let why = String::from_utf8_lossy(&out.stderr).into_owned();
            if std::env::var("CI").is_ok_and(|v| v == "true") {
                panic!("the mail stack did not start in CI: {why}");
            }
            eprintln!("SKIPPED: the mail stack cannot be started here: {why}");
            return None;
        }
        let env = String::from_utf8_lossy(&out.stdout).into_owned();
        let get = |k: &str| {
            env.lines()
                .find_map(|l| l.strip_prefix(&format!("{k}=")))
                .unwrap()
                .parse::<u16>()
                .unwrap()
        };
        Some(Stack {
            smtp: get("MAILSTACK_SMTP_PORT"),
            imap: get("MAILSTACK_IMAP_PORT"),
            dir,
        })
    }

    pub fn run(&self, what: &str) -> bool {
        Command::new(format!("{ROOT}/deploy/mailstack"))
            .arg(what)
            .arg(&self.dir)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success())
    }

    /// Makes an mlmmj list `name@lists.engarde.example` on this stack: `poster` may post
    /// and receives nothing, each of `subscribers` receives every post; members only post.
    pub fn list(&self, name: &str, poster: &str, subscribers: &[&str]) {
        let out = Command::new(format!("{ROOT}/deploy/mailstack"))
            .arg("list")
            .arg(&self.dir)
            .args([name, poster])
            .args(subscribers)
            .stdin(Stdio::null())
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "mailstack list: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }

    /// Writes a game's configuration against this stack into `dir`.
    pub fn config(&self, dir: &Path, players: &[(&str, &str)], extra: &str) -> PathBuf {
        let mut text = format!(
            r#"[game]
name = "La Gazette de Paris"
start = "1626-08"
seed = "Un pour tous, tous pour un"
domain = "engarde.example"

[addresses]
gm = "gm@engarde.example"
orders = "orders@engarde.example"
list = "gazette@engarde.example"

[deadline]
first = "2099-12-15T18:00:00Z"
every_days = 14

[storage]
path = "engarde.sled"

[inbox]
kind = "imap"
poll_seconds = 2
max_bytes = 1048576

[inbox.imap]
host = "127.0.0.1"
port = {imap}
tls = false
user = "orders@engarde.example"
password = "secret"
timeout_seconds = 10

[outbox]
kind = "smtp"
retry_seconds = 1

[outbox.smtp]
host = "127.0.0.1"
port = {smtp}
tls = "none"
pool = 4
timeout_seconds = 10
{extra}
"#,
            imap = self.imap,
            smtp = self.smtp,
        );
        for (name, email) in players {
            text.push_str(&format!(
                "\n[[players]]\nname = \"{name}\"\nemail = \"{email}\"\n"
            ));
        }
        let path = dir.join("game.toml");
        std::fs::write(&path, text).unwrap();
        path
    }

    /// Hands a raw mail to Postfix.
    pub async fn send(&self, from: &str, to: &str, raw: &[u8]) {
        let smtp = AsyncSmtpTransport::<Tokio1Executor>::builder_dangerous("127.0.0.1")
            .port(self.smtp)
            .build();
        let envelope = Envelope::new(
            if from.is_empty() {
                None
            } else {
                Some(from.parse().unwrap())
            },
            vec![to.parse().unwrap()],
        )
        .unwrap();
        smtp.send_raw(&envelope, raw).await.unwrap();
    }

    /// Each of [`THREE`] sends his demo letter of orders to the game.
    pub async fn send_three_orders(&self) {
        for (name, email) in [
            ("rodney", "rodney@players.example"),
            ("aramis", "aramis@players.example"),
            ("gaston", "gaston@players.example"),
        ] {
            self.send(email, "orders@engarde.example", &letter(name))
                .await;
        }
    }

    /// Every mail in a user's folder, raw.
    pub async fn mailbox(&self, user: &str, folder: &str) -> Vec<String> {
        let tcp = tokio::net::TcpStream::connect(("127.0.0.1", self.imap))
            .await
            .unwrap();
        let mut client = async_imap::Client::new(tcp);
        client.read_response().await.unwrap();
        let mut s = client.login(user, "secret").await.map_err(|e| e.0).unwrap();
        let mb = s.select(folder).await.unwrap();
        let mut out = Vec::new();
        if mb.exists > 0 {
            let fetched: Vec<_> = s
                .fetch("1:*", "BODY.PEEK[]")
                .await
                .unwrap()
                .try_collect()
                .await
                .unwrap();
            for f in fetched {
                out.push(String::from_utf8_lossy(f.body().unwrap_or_default()).into_owned());
            }
        }
        let _ = s.logout().await;
        out
    }

    /// Waits until `check` holds on a user's inbox (at most `secs`).
    pub async fn wait_for(
        &self,
        user: &str,
        secs: u64,
        check: impl Fn(&[String]) -> bool,
    ) -> Vec<String> {
        let start = Instant::now();
        loop {
            let mails = self.mailbox(user, "INBOX").await;
            if check(&mails) || start.elapsed() > Duration::from_secs(secs) {
                return mails;
            }
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    }
}

/// The real binary.
pub fn engarde(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_engarde"))
        .args(args)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "engarde {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The daemon as a child process, its log in `dir/daemon.log`.
pub fn daemon(config: &Path, dir: &Path) -> Child {
    let log = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(dir.join("daemon.log"))
        .unwrap();
    Command::new(env!("CARGO_BIN_EXE_engarde"))
        .args(["run", "--config"])
        .arg(config)
        .env("RUST_LOG", "engarde=info")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(log)
        .spawn()
        .unwrap()
}

pub fn terminate(child: &mut Child) {
    let _ = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status();
    let _ = child.wait();
}

pub fn kill9(child: &mut Child) {
    let _ = child.kill();
    let _ = child.wait();
}

/// A demo letter's bytes.
pub fn letter(name: &str) -> Vec<u8> {
    game_fixture::letter(name).to_vec()
}

/// How many of `mails` have `needle` in their subject.
pub fn count(mails: &[String], needle: &str) -> usize {
    mails
        .iter()
        .filter(|m| header(m, "Subject").is_some_and(|s| s.contains(needle)))
        .count()
}

/// A header's value.
pub fn header(mail: &str, name: &str) -> Option<String> {
    let prefix = format!("{}:", name.to_lowercase());
    mail.lines()
        .take_while(|l| !l.is_empty())
        .find(|l| l.to_lowercase().starts_with(&prefix))
        .map(|l| l[prefix.len()..].trim().to_string())
}

/// A mail without the headers the servers added (Received, Return-Path, Delivered-To).
pub fn ours(mail: &str) -> String {
    let mut out = String::new();
    let mut skipping = false;
    let mut in_body = false;
    for line in mail.split_inclusive('\n') {
        if in_body {
            out.push_str(line);
            continue;
        }
        if line.trim_end().is_empty() {
            in_body = true;
            out.push_str(line);
            continue;
        }
        if line.starts_with([' ', '\t']) {
            if !skipping {
                out.push_str(line);
            }
            continue;
        }
        let low = line.to_lowercase();
        skipping = low.starts_with("received:")
            || low.starts_with("return-path:")
            || low.starts_with("delivered-to:");
        if !skipping {
            out.push_str(line);
        }
    }
    out
}

pub const GM_PASSWORD: &str = "y2h4bvar";
pub const THREE: [(&str, &str); 3] = [
    ("Rodney Bergerac", "rodney@players.example"),
    ("Aramis d'Herblay", "aramis@players.example"),
    ("Gaston Lafleur", "gaston@players.example"),
];

/// A mail from the GM with a command.
pub fn gm_mail(n: u32, body: &str) -> Vec<u8> {
    format!(
        "From: The GM <gm@engarde.example>\r\nTo: orders@engarde.example\r\nSubject: command\r\nMessage-ID: <gm-cmd-{n}@engarde.example>\r\nDate: Mon, 30 Nov 2026 10:00:00 +0000\r\n\r\n{}\r\nPassword: {GM_PASSWORD}\r\n",
        body.replace('\n', "\r\n")
    )
    .into_bytes()
}
