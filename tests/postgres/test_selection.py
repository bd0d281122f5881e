"""Which backend the stores use: files by default; PostgreSQL by config.yaml or the env."""

from __future__ import annotations

from pathlib import Path

import pytest

from hermem.config import StorageConfig, load_storage_config, resolve_home, update_config
from hermem.errors import ConfigError
from hermem.storage.postgres import describe_url
from hermem.store.backend import FileBackend
from hermem.store.builtin import BuiltinMemory
from hermem.store.postgres_backend import PostgresBackend

URL = "postgresql://agent:s3cret@db.internal:5433/memory"


def write_config(root: Path, text: str) -> None:
    root.mkdir(parents=True, exist_ok=True)
    (root / "config.yaml").write_text(text, encoding="utf-8")


def test_files_are_the_default(tmp_path: Path) -> None:
    paths = resolve_home(tmp_path)
    assert load_storage_config(paths, environ={}) == StorageConfig()
    with BuiltinMemory(paths, storage=StorageConfig()) as memory:
        assert all(isinstance(s.backend, FileBackend) for s in memory.stores.values())


def test_config_yaml_selects_postgresql_with_a_tenant(tmp_path: Path) -> None:
    write_config(tmp_path, f"storage:\n  database_url: {URL}\n  tenant: acme\n")
    storage = load_storage_config(resolve_home(tmp_path), environ={})
    assert storage == StorageConfig(database_url=URL, tenant="acme")
    with BuiltinMemory(resolve_home(tmp_path, "work"), storage=storage) as memory:
        backend = memory.store("user").backend
        assert isinstance(backend, PostgresBackend)  # nothing connects until first use
        assert backend.key == ("acme", "work", "user")
        assert backend.name == "USER.md"
        assert backend.location == (
            "USER.md in postgresql://agent@db.internal:5433/memory (tenant acme, profile work)"
        )


def test_the_environment_variable_beats_config_yaml(tmp_path: Path) -> None:
    write_config(tmp_path, "storage:\n  database_url: postgresql://localhost/other\n")
    paths = resolve_home(tmp_path)
    assert load_storage_config(paths, environ={"HERMEM_DATABASE_URL": URL}).database_url == URL
    assert load_storage_config(paths, environ={"HERMEM_DATABASE_URL": " "}).database_url == (
        "postgresql://localhost/other"
    )
    assert load_storage_config(paths, environ={}).tenant == "default"


@pytest.mark.parametrize(
    ("yaml_text", "key"),
    [
        ("storage: postgres\n", "storage"),
        ("storage:\n  database_url: mysql-s3cret\n", "storage.database_url"),
        ("storage:\n  database_url: 5432\n", "storage.database_url"),
        ("storage:\n  tenant: ''\n", "storage.tenant"),
        ("storage:\n  tenant: 'a b'\n", "storage.tenant"),
        ('storage:\n  tenant: "x\'; drop"\n', "storage.tenant"),
    ],
)
def test_bad_storage_settings_name_the_key(tmp_path: Path, yaml_text: str, key: str) -> None:
    write_config(tmp_path, yaml_text)
    with pytest.raises(ConfigError) as caught:
        load_storage_config(resolve_home(tmp_path), environ={})
    assert caught.value.key == key
    assert "s3cret" not in str(caught.value)


def test_a_bad_environment_url_names_the_variable(tmp_path: Path) -> None:
    with pytest.raises(ConfigError) as caught:
        load_storage_config(resolve_home(tmp_path), environ={"HERMEM_DATABASE_URL": "s3cret"})
    assert caught.value.key == "HERMEM_DATABASE_URL"
    assert "s3cret" not in str(caught.value)


def test_update_config_validates_the_storage_section(tmp_path: Path) -> None:
    paths = resolve_home(tmp_path)
    with pytest.raises(ConfigError):
        update_config(paths, "storage", {"tenant": "no spaces allowed"})
    update_config(paths, "storage", {"database_url": URL, "tenant": "acme"})
    assert load_storage_config(paths, environ={}).tenant == "acme"


@pytest.mark.parametrize(
    ("url", "shown"),
    [
        (URL, "postgresql://agent@db.internal:5433/memory"),
        ("postgres://localhost/hermem", "postgresql://localhost/hermem"),
        ("postgresql:///hermem?host=/run/postgresql", "postgresql://localhost/hermem"),
        (
            "host=db user=agent password='s3cret pw' dbname=memory port=5432",
            "postgresql://agent@db:5432/memory",
        ),
    ],
)
def test_descriptions_of_a_url_never_show_the_password(url: str, shown: str) -> None:
    assert describe_url(url) == shown
