//! Settings: what `initializationOptions` and
//! `workspace/didChangeConfiguration` may carry, and the target and compile
//! options they select.
//!
//! ```json
//! { "target": "nethack-3.6.7", "catalog": "/path/to/catalog.txt",
//!   "features": { "REINCARNATION": false }, "extraWarnings": true,
//!   "deny": ["unused-register"], "allow": ["warnings"] }
//! ```
//!
//! The same object may also be nested under a `"dgn"` key (as most editors
//! send section-scoped settings). Every field is optional; missing fields
//! keep the compilers' defaults (target `nethack-3.4.3`, its built-in
//! catalog and feature defaults, no extra warnings).

use dgn_core::diag::WarningPolicy;
use dgn_core::{Features, Target};
use serde::Deserialize;
use std::collections::BTreeMap;

/// The settings as the client sends them.
#[derive(Clone, Debug, Default, Deserialize, PartialEq)]
#[serde(rename_all = "camelCase", default)]
pub struct Settings {
    /// Target name (`nethack-3.4.3` or `nethack-3.6.7`); its dialect is the
    /// dialect of `.des` files.
    pub target: Option<String>,
    /// A catalog file replacing the target's monster and object tables.
    pub catalog: Option<String>,
    /// `%NAME` features turned on (`true`, as `-D`) or off (`false`, `-U`).
    pub features: BTreeMap<String, bool>,
    /// lev_comp's `-w`: the extra 3.4.3 checks.
    pub extra_warnings: bool,
    /// Warnings made errors (`-W NAME`; `error` for all).
    pub deny: Vec<String>,
    /// Warnings silenced (`-A NAME`; `warnings` for all).
    pub allow: Vec<String>,
}

impl Settings {
    /// Reads settings from a JSON value, at its top level or under `"dgn"`.
    /// Anything unreadable gives the defaults and a message saying why.
    pub fn from_json(value: &serde_json::Value) -> (Settings, Option<String>) {
        let v = value.get("dgn").unwrap_or(value);
        if v.is_null() {
            return (Settings::default(), None);
        }
        match serde_json::from_value(v.clone()) {
            Ok(s) => (s, None),
            Err(e) => (
                Settings::default(),
                Some(format!("dgn-lsp: ignoring settings: {e}")),
            ),
        }
    }

    /// The target, features and warning policy these settings select, and a
    /// message for every part that could not be used (the default is kept).
    pub fn resolve(&self) -> (Resolved, Vec<String>) {
        let mut problems = Vec::new();
        let name = self.target.as_deref().unwrap_or("nethack-3.4.3");
        let mut target = Target::builtin(name).unwrap_or_else(|| {
            problems.push(format!(
                "unknown target `{name}` (known targets: {}); using nethack-3.4.3",
                dgn_core::target::BUILTIN_TARGETS.join(", ")
            ));
            Target::nethack_343()
        });
        if let Some(path) = &self.catalog {
            match std::fs::read_to_string(path) {
                Ok(text) => match dgn_core::catalog::Catalog::parse(&text) {
                    Ok(c) => target = target.with_catalog(c),
                    Err(e) => problems.push(format!("catalog {path}: {e}")),
                },
                Err(e) => problems.push(format!("cannot read catalog {path}: {e}")),
            }
        }
        let mut features = Features::new();
        for (name, &on) in &self.features {
            if on {
                features.define(name.clone());
            } else {
                features.undefine(name.clone());
            }
        }
        let mut warnings = WarningPolicy::default();
        for w in &self.deny {
            if w == "error" || w == "errors" {
                warnings.all_errors = true;
            } else {
                warnings.errors.push(w.clone());
            }
        }
        for a in &self.allow {
            if a == "warnings" {
                warnings.all_allowed = true;
            } else {
                warnings.allowed.push(a.clone());
            }
        }
        (
            Resolved {
                target,
                features,
                warnings,
                extra_warnings: self.extra_warnings,
            },
            problems,
        )
    }
}

/// Settings turned into what the compilers take.
#[derive(Clone, Debug)]
pub struct Resolved {
    /// The target (dialect, catalog, feature defaults).
    pub target: Target,
    /// `-D`/`-U` overrides for dungeon descriptions.
    pub features: Features,
    /// What to do with warnings.
    pub warnings: WarningPolicy,
    /// lev_comp's `-w`.
    pub extra_warnings: bool,
}

impl Default for Resolved {
    fn default() -> Self {
        Settings::default().resolve().0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nested_and_flat_settings() {
        let v = serde_json::json!({"dgn": {"target": "nethack-3.6.7", "extraWarnings": true}});
        let (s, e) = Settings::from_json(&v);
        assert_eq!(e, None);
        assert_eq!(s.target.as_deref(), Some("nethack-3.6.7"));
        assert!(s.extra_warnings);
        let (s, e) = Settings::from_json(&serde_json::json!({"target": 5}));
        assert_eq!(s, Settings::default());
        assert!(e.unwrap().contains("ignoring settings"));
        let (r, p) = Settings {
            target: Some("nethack-9".into()),
            ..Default::default()
        }
        .resolve();
        assert_eq!(r.target.name, "nethack-3.4.3");
        assert!(p[0].contains("unknown target `nethack-9`"), "{p:?}");
    }
}
