//! House rule: the posts a player may be appointed to. The Military Appointments Tables are
//! missing from this copy of the rulebook (000, Brevet Rank, Influence), so the posts are
//! reconstructed as data (`data/appointments.toml`) and configurable per game
//! (`[[house_rules.army.appointments]]`).

use crate::tables::influence::Position;
use crate::vocab::Rank;
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

/// One kind of post (`[[house_rules.army.appointments]]`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PostRule {
    /// The post's id; a per-brigade post's keys are `id/brigade` ("brigadier/guards").
    pub id: String,
    /// Its title, in English and in Spanish; `{brigade}` stands for the brigade's name.
    pub title: String,
    pub title_es: String,
    /// What a player may write for it (folded: lowercase, no accents); a per-brigade post
    /// also needs a brigade's name.
    #[serde(default)]
    pub aliases: Vec<String>,
    /// One post per brigade of the regular army.
    #[serde(default)]
    pub per_brigade: bool,
    /// The rank it requires (a brevet counts).
    pub rank: Rank,
    /// Who appoints to it (Influence Table B's position: whose favours sway him).
    pub appointed_by: Position,
    /// The roll needed on one die.
    pub needed: u8,
    /// The class of the favour it gives each season.
    #[serde(default)]
    pub favour: Option<u8>,
    /// Status points a month while in Paris.
    #[serde(default)]
    pub status: u8,
    /// The brigade's status each month (003, 9.1.3), for a per-brigade post.
    #[serde(default)]
    pub brigade_status: bool,
    /// The holder commands the brigade in the field.
    #[serde(default)]
    pub commands_brigade: bool,
}

#[derive(Deserialize)]
struct RawPosts {
    appointments: Vec<PostRule>,
}

/// The default posts (`appointments.toml`).
pub fn default_posts() -> Vec<PostRule> {
    static POSTS: OnceLock<Vec<PostRule>> = OnceLock::new();
    POSTS
        .get_or_init(|| {
            let raw: RawPosts = toml::from_str(include_str!("data/appointments.toml"))
                .expect("appointments.toml parses (tested)");
            raw.appointments
        })
        .clone()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_posts_load() {
        let posts = default_posts();
        assert!(posts.iter().any(|p| p.id == "brigadier" && p.per_brigade));
        assert!(posts.iter().any(|p| p.id == "inspector_general_of_cavalry"
            && p.appointed_by == Position::Minister
            && p.needed == 6));
    }
}
