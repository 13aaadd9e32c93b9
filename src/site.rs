//! The game's static web site (003 1.0.4: the referee "pone en la página Web de la partida
//! una crónica de los acontecimientos del mes y las listas de personajes, damas,
//! Regimientos"). After each turn the daemon writes, under the configured folder, the
//! month's issue (`issues/NNNN.html`), the archive of every issue (`index.html`, kept in
//! `archive.json`), the lists (`lists.html`) and one roster page per regiment
//! (`regiments/<id>.html`). Plain files, for any web server to serve.
//!
//! The site is written after the turn is committed: it is a copy of what the store holds,
//! never the record. A failure to write it is reported, and the next turn writes it again.

use crate::config::{Config, format_utc};
use crate::mail::MailKind;
use crate::render::{GameInfo, Issue, RenderError, Renderer};
use crate::turn::Resolution;
use crate::world::World;
use std::path::{Path, PathBuf};

#[derive(Debug, thiserror::Error)]
pub enum SiteError {
    #[error("cannot write {0}: {1}")]
    Write(PathBuf, std::io::Error),
    #[error("the archive {0} is unreadable: {1}")]
    Archive(PathBuf, serde_json::Error),
    #[error(transparent)]
    Render(#[from] RenderError),
}

/// One issue to publish.
pub struct Edition<'a> {
    pub game: &'a GameInfo,
    /// The world after the month: the lists.
    pub world: &'a World,
    pub turn: u32,
    /// The month in words, as the issue's title.
    pub month: String,
    /// The newspaper's HTML.
    pub html: &'a str,
}

/// Writes a file whole: to a temporary name, then renamed over the old one, so a web
/// server never serves half a page.
fn write(path: &Path, bytes: &[u8]) -> Result<(), SiteError> {
    let fail = |e| SiteError::Write(path.to_path_buf(), e);
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent).map_err(fail)?;
    }
    let tmp = path.with_extension("tmp");
    std::fs::write(&tmp, bytes).map_err(fail)?;
    std::fs::rename(&tmp, path).map_err(fail)
}

/// Publishes an issue into the site at `dir`; returns the files written.
pub fn publish(
    dir: &Path,
    renderer: &Renderer,
    edition: &Edition<'_>,
) -> Result<Vec<PathBuf>, SiteError> {
    let mut written = Vec::new();
    let issue_path = format!("issues/{:04}.html", edition.turn);
    let archive = dir.join("archive.json");
    let mut issues: Vec<Issue> = match std::fs::read(&archive) {
        Ok(bytes) => {
            serde_json::from_slice(&bytes).map_err(|e| SiteError::Archive(archive.clone(), e))?
        }
        Err(_) => Vec::new(),
    };
    issues.retain(|i| i.turn != edition.turn);
    issues.push(Issue {
        turn: edition.turn,
        month: edition.month.clone(),
        path: issue_path.clone(),
    });
    issues.sort_by_key(|i| i.turn);
    let json =
        serde_json::to_vec_pretty(&issues).map_err(|e| SiteError::Archive(archive.clone(), e))?;
    write(&archive, &json)?;
    written.push(archive);
    // The issue as mailed, with the site's links atop it, back to the archive and the lists.
    let nav = renderer.issue_nav(&issues)?;
    let html = match edition.html.split_once("<body>") {
        Some((head, body)) => format!("{head}<body>\n{nav}\n{body}"),
        None => format!("{nav}\n{}", edition.html),
    };
    let file = dir.join(&issue_path);
    write(&file, html.as_bytes())?;
    written.push(file);
    let names = renderer.names(edition.world);
    for page in renderer.site_pages(edition.game, edition.world, &issues, &names)? {
        let file = dir.join(&page.path);
        write(&file, page.html.as_bytes())?;
        written.push(file);
    }
    Ok(written)
}

/// Publishes a resolved turn into the configured site, if the game has one.
pub fn publish_turn(
    config: &Config,
    renderer: &Renderer,
    resolution: &Resolution,
) -> Result<Vec<PathBuf>, SiteError> {
    let Some(site) = &config.site else {
        return Ok(Vec::new());
    };
    let turn = resolution.record.turn;
    let game = GameInfo {
        name: config.game.name.clone(),
        deadline: format_utc(config.deadline_of(turn + 1)),
        turn,
    };
    let html = resolution
        .mails
        .iter()
        .find(|m| m.kind == MailKind::Newspaper)
        .and_then(|m| m.html.as_deref())
        .unwrap_or_default();
    publish(
        &config.resolve(&site.path),
        renderer,
        &Edition {
            game: &game,
            world: &resolution.outcome.world,
            turn,
            month: renderer.month(resolution.record.month),
            html,
        },
    )
}
